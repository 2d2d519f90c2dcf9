import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job.js';

/** What the helpers need of a test app: its Fastify instance (createTestApp's TestApp has it). */
interface WithApp {
  app: FastifyInstance;
}

/**
 * Works every queued job now, one at a time, until none is left: a failed job's retries are taken at
 * once rather than after their backoff, so a job that keeps failing ends failed within this call.
 */
export async function runQueuedJobs(testApp: WithApp): Promise<void> {
  const queue = testApp.app.jobs;
  for (let worked = true; worked;) {
    worked = false;
    for (const job of queue.jobs) {
      const [taken] = await queue.boss.fetch(job.name, { includeMetadata: true, ignoreStartAfter: true });
      if (!taken) continue;
      worked = true;
      try {
        await queue.run(job, taken);
        await queue.boss.complete(job.name, taken.id);
      } catch (error) {
        await queue.boss.fail(job.name, taken.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}

/** One run of a recurring job (a sweep) now, by the app's clock, as its cron would run it. */
export async function runRecurringJob(testApp: WithApp, job: JobDefinition): Promise<void> {
  const queue = testApp.app.jobs;
  const definition = queue.jobs.find((known) => known.name === job.name);
  if (!definition?.cron) throw new Error(`${job.name} is not a recurring job in allJobs.`);
  await queue.runNow(definition);
}
