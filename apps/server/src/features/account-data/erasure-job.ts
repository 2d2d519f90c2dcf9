import type { JobDefinition } from '../../jobs/job.js';
import { dueDeletions, eraseAccount } from './erasure.js';

/**
 * Every minute: erases the accounts whose 14-day grace period is over (decision 075). A run killed
 * half-way leaves its progress recorded, and the next tick resumes it.
 */
export const accountErasureJob: JobDefinition<Record<string, never>> = {
  name: 'account-erasure',
  cron: '* * * * *',
  run: async (_data, { db, clock }) => {
    for (const deletionId of await dueDeletions(db, clock)) await eraseAccount(db, clock, deletionId);
  },
};
