import type { Queryable } from '../db/client.js';
import type { JobDefinition } from './job.js';
import { queueOf } from './queue-registry.js';

/**
 * Adds a job in the caller's transaction (executor = db or tx): it runs after the transaction
 * commits (not before startAfter, by the database's time), and never if it rolls back. The job must be in allJobs.
 */
export async function enqueueJob<D>(
  executor: Queryable,
  job: JobDefinition<D>,
  data: D,
  options?: { singletonKey?: string; startAfter?: Date },
): Promise<void> {
  await queueOf(executor).send(executor, job, data, options);
}

/**
 * Many jobs of one queue in one statement, in the caller's transaction (a sweep's messages); `startAfter`, when
 * given, holds each job until its moment (null: at once).
 */
export async function enqueueJobs<D>(
  executor: Queryable,
  job: JobDefinition<D>,
  data: readonly D[],
  startAfter?: readonly (Date | null)[],
): Promise<void> {
  if (data.length > 0) await queueOf(executor).sendMany(executor, job, data, startAfter);
}
