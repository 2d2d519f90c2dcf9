/** What the rest of coaching uses from booking (../index.ts passes on what other features use). */
export { bookingChangeEmail } from './emails/booking-change-email.js';
export { bookingReminderEmail } from './emails/booking-reminder-email.js';
export { bookingForMeeting } from './queries.js';
export { bookingChangeMail } from './booking-emails.js';
export { enqueueBookingChange } from './booking-changed-job.js';
export { keepsWeeklyHours } from './weekly-hours.js';
