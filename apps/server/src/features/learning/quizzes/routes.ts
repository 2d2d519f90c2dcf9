import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quizModuleParamsSchema,
  quizQuestionsSchema,
  quizResultSchema,
  saveQuizResultsRequestSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { quizOfModule } from './quiz-questions.js';
import { saveQuizResults } from './quiz-results.js';
import { moduleAbilities } from '../../../policies/module.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const secured = { tags: ['Coach certification'], security: [{ bearer: [] }] };

/** The certification's quizzes: the questions, and attempts scored on the server (decision 037). */
export const quizRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/AdditionalCourse/GetQuiz/:moduleId',
    {
      config: { ability: moduleAbilities.studyCertification },
      schema: {
        ...secured,
        summary: "A certification module's quiz; every option's score is 0, so the right one stays unknown",
        description: 'Active coaches only, once the module is open (403 otherwise); 404 for a module without a quiz.',
        params: quizModuleParamsSchema,
        response: { 200: quizQuestionsSchema },
      },
    },
    async (request) => quizOfModule(db, request.user, request.params.moduleId),
  );

  app.post(
    '/AdditionalCourse/SaveQuizResults',
    {
      config: { ability: onOwnAccount(moduleAbilities.studyCertification, 'body'), errors: ['notFound'] },
      schema: {
        ...secured,
        summary: 'Score an attempt at a quiz; every attempt is kept and any passing one passes the module',
        description:
          'Every question answered once with one of its own options, else a 400 and nothing is written. The ' +
          "score is the percent of right answers; it passes at the quiz's passing score. Failed: RETRY and " +
          'CLOSE; passed: CONTINUE and CLOSE.',
        body: saveQuizResultsRequestSchema,
        response: { 200: quizResultSchema },
      },
    },
    async (request) => saveQuizResults(db, app.events, request.user, request.body, clock.now()),
  );
};
