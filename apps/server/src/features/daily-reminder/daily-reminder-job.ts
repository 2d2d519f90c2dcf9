import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job.js';
import { enqueueMemberEmails } from '../email/index.js';
import { dayLabel } from '../streak-pause/index.js';
import { dayFacts, markSettled, needsReminder, remindersDue, type ReminderCandidate } from './due-reminders.js';
import { dailyReminderEmail } from './emails/daily-reminder.js';

const BATCH = 500;

/**
 * One batch in one transaction, in a handful of statements: the reminders of the days that need one, and
 * every day marked settled (sent, or not needed). A failed batch changes nothing and is taken again by the
 * next sweep; a batch another process settled first queues nothing again (the idempotency keys).
 */
async function settleBatch(db: Db, batch: ReminderCandidate[]): Promise<number> {
  return db.transaction(async (tx) => {
    const due = (await dayFacts(tx, batch)).filter(needsReminder);
    const queued = await enqueueMemberEmails(
      tx,
      dailyReminderEmail,
      due.map((candidate) => ({
        userId: candidate.userId,
        data: { firstName: candidate.firstName, done: candidate.done, day: dayLabel(candidate.day) },
        idempotencyKey: `daily-reminder:${candidate.userId}:${candidate.day}`,
      })),
    );
    await markSettled(tx, batch);
    return queued;
  });
}

/** Every member whose reminder time has come today (their zone): a reminder, or nothing when the day is done. */
export async function sendDueDailyReminders(db: Db, now: Date): Promise<{ due: number; sent: number }> {
  const due = await remindersDue(db, now);
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH)
    sent += await settleBatch(db, due.slice(start, start + BATCH));
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
