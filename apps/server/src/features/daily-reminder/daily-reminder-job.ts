import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/job.js';
import { enqueueEmail } from '../email/enqueue-email.js';
import { dayLabel } from '../streak-pause/pause-days.js';
import { dayFacts, needsReminder, remindersDue, type SettledCandidate } from './due-reminders.js';
import { dailyReminderEmail } from './emails/daily-reminder.js';

const BATCH = 500;

/** Sends the reminder if the day needs one, and marks the member's day settled, in one transaction. */
async function settle(db: Db, candidate: SettledCandidate) {
  await db.transaction(async (tx) => {
    if (needsReminder(candidate)) {
      await enqueueEmail(tx, {
        template: dailyReminderEmail,
        data: { firstName: candidate.firstName, done: candidate.done, day: dayLabel(candidate.day) },
        to: { userId: candidate.userId },
        idempotencyKey: `daily-reminder:${candidate.userId}:${candidate.day}`,
      });
    }
    await tx
      .update(notificationSettings)
      .set({ dailyReminderDay: candidate.day })
      .where(eq(notificationSettings.userId, candidate.userId));
  });
}

/** Every member whose reminder time has come today (their zone): a reminder, or nothing when the day is done. */
export async function sendDueDailyReminders(db: Db, now: Date): Promise<{ due: number; sent: number }> {
  const due = await remindersDue(db, now);
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    for (const candidate of await dayFacts(db, due.slice(start, start + BATCH))) {
      await settle(db, candidate);
      if (needsReminder(candidate)) sent++;
    }
  }
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
