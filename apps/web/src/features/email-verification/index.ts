/** What other features use from email-verification. */
export { VerifyEmailNotice } from './verify-email-notice';
