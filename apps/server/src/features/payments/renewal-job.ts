import type { JobDefinition } from '../../jobs/job.js';
import { renewDueSubscriptions } from './renewals.js';
import { paymentProviderFor } from './select-provider.js';

/**
 * Every 10 minutes, one process renews what the app's clock says is due. The renewal key charges a
 * period once however many sweeps see it, so a sweep run twice (a retry, a restart) is harmless.
 */
export const coachingRenewalsJob: JobDefinition<null> = {
  name: 'coaching-renewals',
  cron: '*/10 * * * *',
  async run(_data, { db, clock, config, events, log }) {
    const tally = await renewDueSubscriptions({ db, clock, events, provider: paymentProviderFor(config, clock) });
    if (tally.renewed + tally.pastDue > 0) log.info(tally, 'coaching renewals');
  },
};
