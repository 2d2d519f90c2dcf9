import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@oola/domain';
import { notFound } from '../core/app-error.js';
import type { JobQueue } from './job-queue.js';
import { PUBLIC } from '../policies/route-ability.js';

/**
 * Registered only with TEST_CLOCK on (the end-to-end server), beside the clock it moves: a spec that
 * moved the clock runs a sweep now instead of waiting for its cron. Never on in production.
 */
export const testJobRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.post(
    '/Test/RunRecurringJob',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Test'],
        summary: 'End-to-end tests only (TEST_CLOCK): run one recurring job (a sweep) now, by the server clock',
        security: [],
        body: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: z.object({ ran: z.string() }), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const job = jobs.jobs.find((known) => known.cron && known.name === request.body.name);
      if (!job) throw notFound(`No recurring job is named ${request.body.name}.`);
      await jobs.runNow(job);
      return { ran: job.name };
    },
  );
};
