import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customizeQuestionsSchema,
  saveCustomizeQuestionsSchema,
  setStepResultSchema,
  shareContentSchema,
  shareContentTypeParamsSchema,
  STEP,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { customizeQuestions, saveCustomizeAnswers } from './customize.js';
import { startReviewStep } from './set-step.js';
import { shareContent } from './share-content.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const TAGS = ['Journey'];
const security = [{ bearer: [] }];

export const journeyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/CustomizeAssessment/GetCustomizeQuestions',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: 'The three customize questions and their options',
        security,
        response: { 200: customizeQuestionsSchema },
      },
    },
    async () => customizeQuestions(),
  );

  app.post(
    '/CustomizeAssessment/SaveCustomizeQuestions',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body') },
      schema: {
        tags: TAGS,
        summary: 'Save one option per customize question; a member at step 0 moves to Step 1',
        security,
        body: saveCustomizeQuestionsSchema,
        response: { 200: setStepResultSchema },
      },
    },
    async (request) => saveCustomizeAnswers(db, app.events, request.user, request.body),
  );

  app.get(
    '/Customer/GetShareContent/:type',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: 'Share texts: 1 = the Step 1 wheel, 2 = the One goal',
        description: "The word 'date' in socialMediaTitle is replaced by the client with today's date.",
        security,
        params: shareContentTypeParamsSchema,
        response: { 200: shareContentSchema },
      },
    },
    async (request) => shareContent(request.user, request.params.type),
  );

  for (const [path, target, summary] of [
    ['/Customer/SetMidYearReviewStep', STEP.midYearReview, 'Start the mid-year review (step 4 → 5)'],
    ['/Customer/SetYearInReviewStep', STEP.levelTwoStepOne, 'Start level 2 (step 4 → 6)'],
  ] as const) {
    app.put(
      path,
      {
        config: { ability: memberAbilities.useLearning, errors: ['conflict'] },
        schema: {
          tags: TAGS,
          summary,
          description:
            'The button of the path module that leads on (nextStepId 5 or 6). Only from step 4 (the dashboard); any ' +
            'other step answers 409 with the reason. A non-subscriber, who has no path, gets a 403.',
          security,
          body: z.unknown().optional(),
          response: {
            200: setStepResultSchema,
          },
        },
      },
      async (request) => startReviewStep(db, app.events, request.user, target),
    );
  }
};
