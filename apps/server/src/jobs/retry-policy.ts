import type { JobDefinition } from './job.js';

/** The longest wait between two tries; the first is JOB_RETRY_DELAY_SECONDS (config), doubled each time with jitter. */
export const RETRY_DELAY_MAX_SECONDS = 60 * 60;
/** A run still active after this long is taken as lost and retried, even if its process still beats. */
export const JOB_EXPIRY_SECONDS = 5 * 60;
/**
 * A running job's process marks it alive every half of this (pg-boss's heartbeat); a job not marked
 * for this long belonged to a process that died (a kill -9) and is retried. pg-boss's minimum.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often a process looks for jobs whose heartbeat stopped (pg-boss's supervise and monitor passes). */
export const LOST_JOB_CHECK_SECONDS = 10;

export function retryLimitOf(job: JobDefinition<never>): number {
  return job.retryLimit ?? (job.cron ? 0 : 5);
}
