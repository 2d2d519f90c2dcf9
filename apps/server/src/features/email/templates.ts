import { bookingChangeEmail } from '../booking/index.js';
import { bookingReminderEmail } from '../booking/index.js';
import { paymentReceiptEmail } from '../payments/index.js';
import { unreadChatEmail } from '../coaching-room/index.js';
import { welcomeEmail } from '../email-verification/index.js';
import { passwordResetEmail } from '../password-reset/index.js';
import { renewalFailedEmail } from '../payments/index.js';
import { coachDigestEmail } from '../coach-digest/index.js';
import { dailyReminderEmail } from '../daily-reminder/index.js';
import type { EmailTemplate } from './template.js';

/** Every message the app sends: one import and one entry per template (templates live with their feature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own data type
export const emailTemplates: EmailTemplate<any>[] = [
  renewalFailedEmail,
  bookingChangeEmail,
  bookingReminderEmail,
  paymentReceiptEmail,
  dailyReminderEmail,
  coachDigestEmail,
  passwordResetEmail,
  welcomeEmail,
  unreadChatEmail,
];

export function templateNamed(name: string): EmailTemplate<unknown> {
  const template = emailTemplates.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No e-mail template is named ${name} (features/email/templates.ts).`);
  return template;
}
