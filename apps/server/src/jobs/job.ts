import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../core/clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Publisher } from '../events/index.js';

export interface JobContext {
  db: Db;
  /** The app's clock: a sweep decides what is due by it, never by the queue's own time. */
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Domain events of this process: a job that changes something announces it as a request would. */
  events: Publisher;
  /** No retry follows if this run fails: the handler may record the failure for good. */
  lastAttempt: boolean;
}

export interface JobDefinition<D = unknown> {
  /** pg-boss queue name, kebab-case, e.g. 'booking-reminders'. */
  name: string;
  run(data: D, context: JobContext): Promise<void>;
  /** Recurring (UTC cron); the handler decides what is due. */
  cron?: string;
  /** Retries after a failed run (with backoff): default 5, or 0 for a cron job (the next tick runs again). */
  retryLimit?: number;
  /**
   * Work the queue's workers take at once, in one fetch: each job of the batch runs concurrently and
   * settles on its own (default 1). For many small jobs that mostly wait (e-mails on the SMTP server).
   */
  batchSize?: number;
  /** Releases what the job's runs keep open between them (pooled connections) when the queue stops. */
  stop?(): void;
}
