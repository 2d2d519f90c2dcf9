/** What other features use from email-verification. */
export { verificationLinkEmail } from './emails/verification-link-email.js';
export { welcomeEmail } from './emails/welcome-email.js';
export { enqueueWelcome } from './service.js';
