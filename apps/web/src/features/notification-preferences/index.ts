/** What other features use from notification-preferences. */
export { EmailPreferences } from './email-preferences';
