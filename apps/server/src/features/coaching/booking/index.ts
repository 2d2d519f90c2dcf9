/** What other features use from booking. */
export { bookingChangeEmail } from './emails/booking-change-email.js';
export { bookingReminderEmail } from './emails/booking-reminder-email.js';
export { bookingForMeeting } from './queries.js';
export { bookingChangeMail } from './booking-emails.js';
export { enqueueBookingChange } from './booking-changed-job.js';
