/** What other features use from account. */
export { emailChangeLinkEmail } from './emails/email-change-link-email.js';
export { emailChangeNoticeEmail } from './emails/email-change-notice-email.js';
