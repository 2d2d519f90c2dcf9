import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { pendingMigrations } from '../../db/migration-version.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PUBLIC } from '../../policies/route-ability.js';

const checkSchema = z.enum(['ok', 'failed']);
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: checkSchema, migrations: checkSchema, queue: checkSchema }),
  /** Which checks failed, for the person reading the load balancer's log. */
  failed: z.array(z.enum(['database', 'migrations', 'queue'])),
});
z.globalRegistry.add(readySchema, { id: 'Readiness' });

/** What each check found: the database answers, every migration of this build is applied, the job queue runs. */
async function runChecks(database: Database, jobs: JobQueue) {
  let pending: number | null;
  try {
    pending = await pendingMigrations(database.db);
  } catch {
    pending = null;
  }
  return {
    database: pending === null ? 'failed' : 'ok',
    migrations: pending === 0 ? 'ok' : 'failed',
    queue: jobs.running ? 'ok' : 'failed',
  } as const;
}

export const readyRoutes: FastifyPluginAsyncZod<{ database: Database; jobs: JobQueue }> = async (
  app,
  { database, jobs },
) => {
  app.get(
    '/ready',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Health'],
        summary: 'Readiness: may this process take traffic',
        description:
          'Beside the liveness check (/api/health): 200 when the database answers, every migration of this build is ' +
          'applied and the job queue runs; otherwise 503 naming the checks that failed.',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const checks = await runChecks(database, jobs);
      const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter((name) => checks[name] === 'failed');
      if (failed.length === 0) return { status: 'ready' as const, checks, failed };
      request.log.warn({ failed }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' as const, checks, failed });
    },
  );
};
