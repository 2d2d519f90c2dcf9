import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

export interface JobContext {
  db: Db;
  /** The app's clock: a sweep decides what is due by it, never by the queue's own time. */
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
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
}
