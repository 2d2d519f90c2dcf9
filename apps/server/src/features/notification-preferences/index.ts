/** What other features use from notification preferences. */
export { settleCoachDigestWeek } from './digest-week.js';
export { deliveryPreferences, type DeliveryPreferences } from './delivery-preferences.js';
