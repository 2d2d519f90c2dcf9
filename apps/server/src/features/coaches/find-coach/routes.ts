import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachCardsSchema,
  coachOrUserIdParamsSchema,
  coachPicksSchema,
  coachSearchTermParamsSchema,
  FIND_COACH_MESSAGES,
  findCoachQuestionsSchema,
  memberCoachProfileSchema,
  myCoachSchema,
  saveCoachMatchRequestSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../core/app-error.js';
import { isCoach } from '../../../policies/coach.js';
import { searchCoaches } from '../directory/index.js';
import { memberCoachProfile, myCoach } from './member-coach.js';
import { coachPicks } from './picks.js';
import { assessmentQuestions, saveAnswers } from './questionnaire.js';
import { skipCoachSelection } from './selection-skip.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const secured = { tags: ['Find a coach'], security: [{ bearer: [] }] };
const CONTACT =
  "Contact details (emailAddress, phoneNumber) are only answered to the coach's current clients and to the " +
  'coach; anyone else gets null. Non-subscribers get a 403.';

/** A member finds a coach: by name, by the matching questionnaire and its ranked picks, and reads listings. */
export const findCoachRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/FindCoach/GetCoachBySearchTerm/:term',
    {
      config: { ability: memberAbilities.findCoach },
      schema: {
        ...secured,
        summary: 'Active coaches whose first, last or full name contains the term (at most 24)',
        description: `An empty list is the client's '${FIND_COACH_MESSAGES.noCoaches}'.`,
        params: coachSearchTermParamsSchema,
        response: { 200: coachCardsSchema },
      },
    },
    async (request) => searchCoaches(db, { searchTerm: request.params.term, zipcode: '' }),
  );

  app.get(
    '/FindCoach/GetAssessmentQuestions',
    {
      config: { ability: memberAbilities.findCoach, errors: ['badRequest', 'notFound'] },
      schema: {
        ...secured,
        summary: "The coach-matching questionnaire, with the member's saved answers selected",
        response: { 200: findCoachQuestionsSchema },
      },
    },
    async (request) => assessmentQuestions(db, request.user.id),
  );

  app.post(
    '/FindCoach/SaveAssessment',
    {
      config: { ability: onOwnAccount(memberAbilities.findCoach, 'body'), errors: ['notFound'] },
      schema: {
        ...secured,
        summary: 'Save the questionnaire: every question once, each with one of its options',
        description: `A missing answer is a 400 '${FIND_COACH_MESSAGES.answerAll}'; nothing is written then.`,
        body: saveCoachMatchRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveAnswers(db, request.user.id, request.body.details, clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/FindCoach/SkipCoachSelection',
    {
      config: { ability: memberAbilities.findCoach, errors: ['badRequest', 'notFound'] },
      schema: {
        ...secured,
        summary: 'The member carries on without a coach for now: the coach-selection pop-up never opens again',
        description:
          "NOT NOW, I'LL START ON MY OWN. Remembered for the member, not the device: the session's " +
          'coachSelectionSkipped is true from then on, on every sign-in. A repeat changes nothing (decision 089).',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await skipCoachSelection(db, request.user.id, clock.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/FindCoach/GetCoachPicks',
    {
      config: { ability: memberAbilities.findCoach, errors: ['badRequest', 'notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: "The member's top 3 coaches, ranked by the questionnaire and the latest wheel",
        description:
          "Each of the member's needs (life areas pointed to by the answers, and the weakest areas of the latest " +
          "wheel) scores for the coaches who focus on it; coaches within the member's budget come first, and the " +
          `answer on timing favours coaches who can be booked now (decision 043). 409 '${FIND_COACH_MESSAGES.answerAll}' ` +
          'until the questionnaire is saved.',
        response: { 200: coachPicksSchema },
      },
    },
    async (request) => coachPicks(db, request.user.id),
  );

  app.get(
    '/FindCoach/GetCoachByUser',
    {
      config: { ability: memberAbilities.findCoach, errors: ['badRequest', 'notFound'] },
      schema: {
        ...secured,
        summary: "The signed-in member's current coach, or null",
        description: CONTACT,
        response: { 200: myCoachSchema },
      },
    },
    async (request) => myCoach(db, request.user),
  );

  app.get(
    '/Coach/GetCoachByUserId/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.findCoach, 'params') },
      schema: {
        ...secured,
        summary: "A member's current coach, or null; only for the member themself (403 otherwise)",
        description: CONTACT,
        params: userIdParamsSchema,
        response: { 200: myCoachSchema },
      },
    },
    async (request) => myCoach(db, request.user),
  );

  app.get(
    '/Coach/GetDirectoryListingInfo/:userId',
    {
      config: { ability: memberAbilities.findCoach },
      schema: {
        ...secured,
        summary: "A coach's directory listing for a signed-in member (the coach's user id; 404 if not listed)",
        description: CONTACT,
        params: userIdParamsSchema,
        response: { 200: memberCoachProfileSchema },
      },
    },
    async (request) => memberCoachProfile(db, request.user, request.params.userId),
  );

  app.get(
    '/Coach/getProfileInfo/:id',
    {
      config: { ability: memberAbilities.findCoach },
      schema: {
        ...secured,
        summary: "A coach's profile: by the coach's id, or by the caller's own id (their coach, or themself)",
        description: `${CONTACT} The caller's own id without a coach (and not a coach) is a 404.`,
        params: coachOrUserIdParamsSchema,
        response: { 200: memberCoachProfileSchema },
      },
    },
    async (request) => {
      const { user } = request;
      if (request.params.id !== user.id) return memberCoachProfile(db, user, request.params.id);
      if (isCoach(user)) return memberCoachProfile(db, user, user.id);
      if (user.coachId === null) throw notFound('You do not have a coach yet.');
      return memberCoachProfile(db, user, user.coachId);
    },
  );
};
