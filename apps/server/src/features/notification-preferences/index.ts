/** What other features use from notification-preferences. */
export { deliveryPreferences, type DeliveryPreferences } from './delivery-preferences.js';
