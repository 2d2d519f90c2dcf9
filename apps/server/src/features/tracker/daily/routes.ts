import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionIdParamsSchema,
  actionIdResponseSchema,
  actionListResponseSchema,
  dayActionsParamsSchema,
  insertEmptyCompletedRequestSchema,
  parseDayOffset,
  reactivateParamsSchema,
  reactivateResponseSchema,
  TRACKER_MESSAGES,
  updateInsertActionRequestSchema,
  updateInsertActionsRequestSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { assertMemberHasCourse } from '../../learning/index.js';
import type { Clock } from '../../../core/clock.js';
import { badRequest } from '../../../core/app-error.js';
import { dayActions } from './day-actions.js';
import { reactivate } from './missed-day.js';
import { cancelRepeat, deleteAction, insertEmptyCompleted, saveDailyAction, saveTrackerRows } from './writes.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const TAGS = ['Action tracker'];
/** ReactivateActionSteps' courseId for the main programme; any other is an additional course. */
const MAIN_PROGRAMME = 0;
const security = [{ bearer: [] }];

const MISSED_DAY =
  "displayFailModal is true when the last day (in the member's time zone) on which they completed at least one " +
  'step is before yesterday, i.e. one whole day or more passed without a step, and they have not answered the ' +
  'missed-day modal (ReactivateActionSteps) since that step. Members who never completed a step are not warned. ' +
  'phaseNumber counts 7-day weeks (1-12) from their first action day, or from their last START OVER. courseId is 0 ' +
  '(the main program) or a course the member has (an unknown course is a 404, another a 403).';

export const actionTrackerRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Actions/GetUserNotCompletedActions/:userId/:dayOffset',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params'), errors: ['conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: "The member's actions of today + dayOffset (0 Today, 1 Tomorrow ... 6), each with its completed flag",
        description:
          'Repeating actions are made for the day from their rule when the day is first read (never ahead of the ' +
          `7-day window). A dayOffset outside 0-6 is a 400 'Invalid Date'. ${MISSED_DAY}`,
        params: dayActionsParamsSchema,
        response: { 200: actionListResponseSchema },
      },
    },
    async (request) => {
      const offset = parseDayOffset(request.params.dayOffset);
      if (offset === null) throw badRequest(TRACKER_MESSAGES.invalidDate);
      return dayActions(db, request.user, offset, clock.now());
    },
  );

  app.post(
    '/Actions/UpdateInsertActions',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: 'Save the TRACKER rows: ids keep their row (new text), rows without id are added to today',
        description:
          'Empty rows are dropped; none left is a 409 (Please write your actions.), more than 15 actions on the day ' +
          "a 409 with the limit message. Answers today's list.",
        body: updateInsertActionsRequestSchema,
        response: { 200: actionListResponseSchema },
      },
    },
    async (request) => {
      const now = clock.now();
      await saveTrackerRows(db, request.user, request.body, now);
      return dayActions(db, request.user, 0, now);
    },
  );

  app.post(
    '/Actions/UpdateInsertAction',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: 'DAILY ACTIONS: add (no Id) or edit one action on UnlockedDate, with an optional repeat rule',
        description:
          "UnlockedDate is between the member's today and +6 days; a rule needs a weekday, a start not before today " +
          'and an end (optional: Ends Never) not before the start. Editing a rule remakes its open occurrences.',
        body: updateInsertActionRequestSchema,
        response: { 200: actionIdResponseSchema },
      },
    },
    async (request) => ({ id: await saveDailyAction(db, request.user, request.body, clock.now()) }),
  );

  app.post(
    '/Actions/AsyncInsertEmptyCompletedAction',
    {
      config: {
        ability: onOwnAccount(memberAbilities.useAccount, 'body'),
        idempotent: true,
        errors: ['notFound', 'conflict'],
      },
      schema: {
        tags: TAGS,
        security,
        summary: 'The tracker was pushed with no steps: record one completed step today',
        body: insertEmptyCompletedRequestSchema,
        response: { 200: actionIdResponseSchema },
      },
    },
    async (request) => ({ id: await insertEmptyCompleted(db, app.events, request.user, request.body, clock.now()) }),
  );

  app.delete(
    '/Actions/:id',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete an open action of today (future days and completed steps are refused with 409)',
        params: actionIdParamsSchema,
        response: { 200: actionIdResponseSchema },
      },
    },
    async (request) => {
      await deleteAction(db, request.user, request.params.id, clock.now());
      return { id: request.params.id };
    },
  );

  app.put(
    '/Actions/CancelRepeatActions/:id',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: "End the action's repeat rule and remove its open occurrences from that day on",
        params: actionIdParamsSchema,
        response: { 200: actionIdResponseSchema },
      },
    },
    async (request) => {
      await cancelRepeat(db, request.user, request.params.id, clock.now());
      return { id: request.params.id };
    },
  );

  app.put(
    '/AdditionalCourse/ReactivateActionSteps/:userId/:courseId/:restartFlag',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params'), errors: ['conflict'] },
      schema: {
        tags: TAGS,
        security,
        summary: 'Answer the missed-day modal: START OVER (true) restarts the phase from today, KEEP GOING (false)',
        description: `${MISSED_DAY} Both answers hide the modal until the next missed day.`,
        params: reactivateParamsSchema,
        response: { 200: reactivateResponseSchema },
      },
    },
    async (request) => {
      if (request.params.courseId !== MAIN_PROGRAMME)
        await assertMemberHasCourse(db, request.user, request.params.courseId);
      const restart = ['true', '1'].includes(request.params.restartFlag.toLowerCase());
      return reactivate(db, request.user, restart, clock.now());
    },
  );
};
