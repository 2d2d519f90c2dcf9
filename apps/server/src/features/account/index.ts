/** What other features use from account. */
export { assertCurrentPassword } from './current-password.js';
export { emailChangeLinkEmail } from './emails/email-change-link-email.js';
export { emailChangeNoticeEmail } from './emails/email-change-notice-email.js';
export { coachingFacts, profileInfo } from './profile-info.js';
