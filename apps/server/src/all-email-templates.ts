import {
  bookingChangeEmail,
  bookingReminderEmail,
  coachDigestEmail,
  unreadChatEmail,
} from './features/coaching/index.js';
import { paymentReceiptEmail, renewalFailedEmail } from './features/payments/index.js';
import { verificationLinkEmail, welcomeEmail } from './features/email-verification/index.js';
import { passwordResetEmail } from './features/password-reset/index.js';
import { emailChangeLinkEmail, emailChangeNoticeEmail } from './features/account/index.js';
import { dailyReminderEmail } from './features/daily-reminder/index.js';
import {
  accountErasedEmail,
  deletionCancelledEmail,
  deletionScheduledEmail,
  exportReadyEmail,
} from './features/account-data/index.js';
import type { EmailTemplate } from './features/email/index.js';

/** Every message the app sends: one import and one entry per template (templates live with their feature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own data type
export const allEmailTemplates: EmailTemplate<any>[] = [
  renewalFailedEmail,
  bookingChangeEmail,
  bookingReminderEmail,
  paymentReceiptEmail,
  dailyReminderEmail,
  coachDigestEmail,
  passwordResetEmail,
  emailChangeLinkEmail,
  emailChangeNoticeEmail,
  welcomeEmail,
  verificationLinkEmail,
  unreadChatEmail,
  exportReadyEmail,
  deletionScheduledEmail,
  deletionCancelledEmail,
  accountErasedEmail,
];
