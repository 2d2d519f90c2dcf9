import type { JobDefinition } from './job.js';

/** Seconds before the first retry; pg-boss doubles it (with jitter) for each next one, up to the max. */
export const RETRY_DELAY_SECONDS = 30;
export const RETRY_DELAY_MAX_SECONDS = 60 * 60;
/** A run still active after this long is taken as lost (its process died) and retried. */
export const JOB_EXPIRY_SECONDS = 5 * 60;

export function retryLimitOf(job: JobDefinition<never>): number {
  return job.retryLimit ?? (job.cron ? 0 : 5);
}
