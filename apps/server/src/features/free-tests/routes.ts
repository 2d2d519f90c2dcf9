import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeTestAreasSchema,
  freeTestResultSchema,
  freeTestSaveSchema,
  questionnaireIdParamsSchema,
  stressQuestionnaireSchema,
  stressResultSchema,
  stressSaveSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { freeTestAreas, saveFreeTest } from './free-test-service.js';
import { saveStressResponse, stressQuestionnaire } from './stress-service.js';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Free tests'];

export const freeTestRoutes: FastifyPluginAsyncZod<{ db: Db; shopLink: string }> = async (app, { db, shopLink }) => {
  await registerPublicRateLimit(app, db);

  app.get(
    '/areas/GetFreeTestQuestions',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The free life-balance test: 7 areas with 3 questions each',
        response: { 200: freeTestAreasSchema },
      },
    },
    async () => freeTestAreas(),
  );

  app.post(
    '/Scores/FreeTestSave',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Score a free life-balance test and keep the lead',
        description:
          'Each area scores (sum of its 3 answers) / 30 × 100; oolaScore is the rounded mean of the 7 area scores. ' +
          'results has one paragraph per area for its band (below 50, 50-79, 80+); recommendations covers the three ' +
          'lowest areas. The person and answers are stored. 429 after 30 submissions in 10 minutes from one address.',
        body: freeTestSaveSchema,
        response: { 200: freeTestResultSchema },
      },
    },
    async (request) => saveFreeTest(db, request.body.user, request.body.scores),
  );

  app.get(
    '/FreeAssessment/GetQuestions/:id',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The mind and body wellness (stress) assessment: title, congratsMessage and 14 questions',
        params: questionnaireIdParamsSchema,
        response: { 200: stressQuestionnaireSchema },
      },
    },
    async (request) => stressQuestionnaire(request.params.id),
  );

  app.post(
    '/FreeAssessment/SaveResponse',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Score a stress assessment and keep the lead',
        description:
          'Scoring: 14 answers from 1 (never / not at all) to 10 (very often / very much); the stress score is ' +
          '(sum − 14) / 126 × 100, rounded, so 0 is no stress and 100 the most. Bands: below 34 low, 34-66 moderate, ' +
          '67+ high; each band has its three recommendations (rich text). shopLink is the configured store link. ' +
          'The person and answers are stored. 429 after 30 submissions in 10 minutes from one address.',
        body: stressSaveSchema,
        response: { 200: stressResultSchema },
      },
    },
    async (request) => saveStressResponse(db, request.body.user, request.body.questions, shopLink),
  );
};
