/** What other features use from email-verification. */
export { welcomeEmail } from './emails/welcome-email.js';
export { enqueueWelcome } from './service.js';
