/** What other features use from email. */
export { EMAIL_BRAND } from './brand.js';
export { EmailButton, EmailHeading, EmailText } from './components.js';
export { enqueueEmail } from './enqueue-email.js';
export { enqueueMemberEmails, type MemberEmail } from './enqueue-member-emails.js';
export { isOptedOut, optIn, optOut } from './opt-outs.js';
export { publicBaseUrl } from './public-url.js';
export { recipientDate, recipientDateTime } from './recipient-time.js';
export { reasonNotToPush } from './send-time-check.js';
export { storedSecret } from './signing-key.js';
export type { EmailCategory, EmailTemplate } from './template.js';
export { registerEmailTemplates } from './templates.js';
