import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentIdParamsSchema,
  assessmentQuestionsSchema,
  scorePartialSaveResultSchema,
  scorePartialSaveSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { getQuestions } from './get-questions.js';
import { scorePartialSave } from './score-partial-save.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const TAGS = ['Step 1 assessment'];

export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/areas/GetQuestions/:assessmentId',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden'] },
      schema: {
        tags: TAGS,
        summary: 'The 70 questions by area with the scores of one sitting (0 = the open sitting or a new one)',
        description:
          "Another member's assessment id answers 404. With 0, a member without an open sitting gets assessmentId 0 " +
          'and all scores 0; the sitting is stored by the first ScorePartialSave.',
        security: [{ bearer: [] }],
        params: assessmentIdParamsSchema,
        response: { 200: assessmentQuestionsSchema },
      },
    },
    async (request) => getQuestions(db, request.user, request.params.assessmentId),
  );

  app.post(
    '/Scores/ScorePartialSave',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        tags: TAGS,
        summary: 'Save the 10 scores (1-10) of one area',
        description:
          "AssessmentTypeId must be the one of the member's step (3 at step 6, 2 at step 5, else 1), else 409. " +
          'When all 70 scores of the sitting are stored the sitting completes and the step moves: 1 → 2, 5 → 4, 6 → 7.',
        security: [{ bearer: [] }],
        body: scorePartialSaveSchema,
        response: { 200: scorePartialSaveResultSchema },
      },
    },
    async (request) => scorePartialSave(db, app.events, request.user, request.body),
  );
};
