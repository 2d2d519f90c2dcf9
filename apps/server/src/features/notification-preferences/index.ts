/** What other features use from notification preferences. */
export { settleCoachDigestWeek } from './digest-week.js';
