import { bookingChangedJob } from './features/coaching/booking/booking-changed-job.js';
import { bookingRemindersJob } from './features/coaching/booking/reminder-job.js';
import { unreadChatJob } from './features/coaching/chat/unread-chat-job.js';
import { sendEmailJob } from './features/email/send-email-job.js';
import { sendPushJob } from './features/push/send-push-job.js';
import { coachingRenewalsJob } from './features/payments/renewal-job.js';
import { paymentReceiptJob } from './features/payments/receipts.js';
import { coachDigestsJob } from './features/coaching/digest/coach-digest-job.js';
import { dailyRemindersJob } from './features/daily-reminder/daily-reminder-job.js';
import { accountErasureJob, accountExportJob } from './features/account-data/index.js';
import type { JobDefinition } from './jobs/job.js';

/** Every job of the app, one line each: the queue works them all and schedules each cron. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
export const allJobs: JobDefinition<any>[] = [
  sendEmailJob,
  sendPushJob,
  coachingRenewalsJob,
  bookingRemindersJob,
  dailyRemindersJob,
  coachDigestsJob,
  unreadChatJob,
  bookingChangedJob,
  paymentReceiptJob,
  accountExportJob,
  accountErasureJob,
];
