/** What other features use from password-reset. */
export { passwordResetEmail } from './emails/password-reset-email.js';
