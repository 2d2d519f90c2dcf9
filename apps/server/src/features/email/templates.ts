import { bookingChangeEmail } from '../booking/emails/booking-change-email.js';
import { bookingReminderEmail } from '../booking/emails/booking-reminder-email.js';
import { paymentReceiptEmail } from '../payments/emails/payment-receipt-email.js';
import { unreadChatEmail } from '../coaching-room/emails/unread-chat-email.js';
import { verificationLinkEmail } from '../email-verification/emails/verification-link-email.js';
import { welcomeEmail } from '../email-verification/emails/welcome-email.js';
import { passwordResetEmail } from '../password-reset/emails/password-reset-email.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { coachDigestEmail } from '../coach-digest/emails/coach-digest.js';
import { dailyReminderEmail } from '../daily-reminder/emails/daily-reminder.js';
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
  verificationLinkEmail,
  unreadChatEmail,
];

export function templateNamed(name: string): EmailTemplate<unknown> {
  const template = emailTemplates.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No e-mail template is named ${name} (features/email/templates.ts).`);
  return template;
}
