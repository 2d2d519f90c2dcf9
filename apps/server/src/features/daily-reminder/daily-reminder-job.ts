import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job.js';
import { ACTIONS } from '@oola/domain';
import { dayLabel } from '../streak-pause/index.js';
import { deliverMessages, type MessageToDeliver } from '../notifications/index.js';
import {
  dayFacts,
  markSettled,
  needsReminder,
  remindersDue,
  type ReminderCandidate,
  type SettledCandidate,
} from './due-reminders.js';
import { dailyReminderEmail, type DailyReminderData } from './emails/daily-reminder.js';

const BATCH = 500;

/** The reminder of one member's day: at the time they chose, so quiet hours do not hold it (decision 107). */
function reminderOf(candidate: SettledCandidate): MessageToDeliver<DailyReminderData> {
  const data = { firstName: candidate.firstName, done: candidate.done, day: dayLabel(candidate.day) };
  return {
    userId: candidate.userId,
    kind: 'daily-reminder',
    causeKey: `daily-reminder:${candidate.userId}:${candidate.day}`,
    title: dailyReminderEmail.subject(data),
    body: `You have completed ${candidate.done} of ${ACTIONS.trackerClicksForStreak} actions today.`,
    url: '/dashboard',
    email: { template: dailyReminderEmail, data },
    atChosenTime: true,
  };
}

/**
 * One batch in one transaction, in a handful of statements: the reminders of the days that need one, and
 * every day marked settled (sent, or not needed). A failed batch changes nothing and is taken again by the
 * next sweep; a batch another process settled first delivers nothing again (the cause keys).
 */
async function settleBatch(db: Db, batch: ReminderCandidate[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = (await dayFacts(tx, batch)).filter(needsReminder);
    const deliveries = await deliverMessages(tx, due.map(reminderOf), now);
    await markSettled(tx, batch);
    return deliveries.filter((delivery) => delivery.notificationId !== null).length;
  });
}

/** Every member whose reminder time has come today (their zone): a reminder, or nothing when the day is done. */
export async function sendDueDailyReminders(db: Db, now: Date): Promise<{ due: number; sent: number }> {
  const due = await remindersDue(db, now);
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH)
    sent += await settleBatch(db, due.slice(start, start + BATCH), now);
  return { due: due.length, sent };
}

/**
 * Every minute: the daily action reminder, at the time each member chose in their own zone (decision
 * 061). The idempotency key (member, local day) and the settled day keep a second sweep from sending again.
 */
export const dailyRemindersJob: JobDefinition<null> = {
  name: 'daily-reminders',
  cron: '* * * * *',
  async run(_data, { db, clock, log }) {
    const tally = await sendDueDailyReminders(db, clock.now());
    if (tally.due > 0) log.info(tally, 'daily reminders');
  },
};
