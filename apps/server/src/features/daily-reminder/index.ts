/** What other features use from daily-reminder. */
export { dailyReminderEmail } from './emails/daily-reminder.js';
