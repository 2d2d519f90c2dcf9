import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachAssessmentSavedSchema, coachAssessmentSchema, saveCoachAssessmentRequestSchema } from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { coachAssessment, saveCoachAssessment } from './assessment.js';
import { COACH_ONLY, COACH_TAGS } from './route-docs.js';
import { coachProfileAbilities } from '../../../policies/coach-profile.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

/** The coaching assessment of the welcome modal (and the Edit Profile modal's toggle). */
export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Coach/GetAssessmentQuestions',
    {
      config: { ability: coachProfileAbilities.useCoachPortal },
      schema: {
        tags: COACH_TAGS,
        summary: "The coaching assessment's questions, the coach's saved answers selected",
        description: COACH_ONLY,
        security: [{ bearer: [] }],
        response: { 200: coachAssessmentSchema },
      },
    },
    async (request) => coachAssessment(db, request.user.id),
  );

  app.post(
    '/Coach/SaveAssessment',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'body'), errors: ['notFound'] },
      schema: {
        tags: COACH_TAGS,
        summary: "Save the coaching assessment: sets the coach's specialities and closes the welcome modal",
        description:
          "Every question answered with one of its options, else 400 'Please answer all the questions'. The " +
          'answers set focusAreaIds (the life areas the listing shows and the find-a-coach picks rank by: the ' +
          `three the answers point to most) and displayCoachingModal false. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        body: saveCoachAssessmentRequestSchema,
        response: { 200: coachAssessmentSavedSchema },
      },
    },
    async (request) => saveCoachAssessment(db, request.body.userId, request.body.details, clock.now()),
  );
};
