import type { Queryable } from '../db/client.js';
import type { JobDefinition } from './job.js';

/** What enqueueJob asks of the app's queue (JobQueue). */
export interface JobSender {
  send<D>(
    executor: Queryable,
    job: JobDefinition<D>,
    data: D,
    options?: { singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
  sendMany<D>(
    executor: Queryable,
    job: JobDefinition<D>,
    data: readonly D[],
    startAfter?: readonly (Date | null)[],
  ): Promise<void>;
}

const queues = new WeakMap<object, JobSender>();

/**
 * Drizzle gives a transaction the relational schema object of the database it belongs to, made
 * once per database: the key that finds the app's queue from the database or any of its
 * transactions, so enqueueJob needs nothing but the caller's executor.
 */
function keyOf(executor: Queryable): object {
  const key = executor._.schema;
  if (!key) throw new Error('The database was opened without its schema.');
  return key;
}

export function registerQueue(executor: Queryable, queue: JobSender): void {
  queues.set(keyOf(executor), queue);
}

export function unregisterQueue(executor: Queryable): void {
  queues.delete(keyOf(executor));
}

export function queueOf(executor: Queryable): JobSender {
  const queue = queues.get(keyOf(executor));
  if (!queue) throw new Error('The job queue has not started on this database.');
  return queue;
}
