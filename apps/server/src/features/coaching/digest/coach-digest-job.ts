import { eq } from 'drizzle-orm';
import { memberTimeOfDay, memberToday } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { notificationSettings, users } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/job.js';
import { coachCondition } from '../../../policies/coach.js';
import { settleCoachDigestWeek } from '../../notification-preferences/index.js';
import { deliverMessage } from '../../notifications/index.js';
import { dayLabel } from '../../streak-pause/index.js';
import { coachDigestOf } from './digest-content.js';
import { coachDigestEmail } from './emails/coach-digest.js';
import { isMonday, isoWeekOf } from './iso-week.js';

/** The coach's local time from which Monday's digest is due. */
export const DIGEST_TIME = '08:00';

/** Every coach: one whose digest is off gets nothing from deliverMessage, and the week is settled. */
function coachesWithDigest(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      timeZone: users.timeZone,
      settledWeek: notificationSettings.coachDigestWeek,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(coachCondition());
}

/** Every coach whose Monday 8:00 (their zone) has come and whose week is not settled: the digest. */
export async function sendDueCoachDigests(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const coach of await coachesWithDigest(db)) {
    const day = memberToday(coach.timeZone, now);
    const week = isoWeekOf(day);
    if (!isMonday(day) || memberTimeOfDay(coach.timeZone, now) < DIGEST_TIME || coach.settledWeek === week) continue;
    const digest = await coachDigestOf(db, coach, now, dayLabel(day));
    await db.transaction(async (tx) => {
      // A coach with no active client has nothing to read: the week is settled without a message.
      if (digest.activeClients > 0) {
        const delivery = await deliverMessage(
          tx,
          {
            userId: coach.id,
            kind: 'coach-digest',
            causeKey: `coach-digest:${coach.id}:${week}`,
            title: coachDigestEmail.subject(digest),
            body: `${digest.missed.length} clients need a nudge, ${digest.sessions.length} sessions this week.`,
            url: '/DashboardCoach',
            email: { template: coachDigestEmail, data: digest },
          },
          now,
        );
        if (delivery.notificationId !== null) sent++;
      }
      await settleCoachDigestWeek(tx, coach.id, week);
    });
  }
  return sent;
}

/** Every 5 minutes: the weekly digest, on each coach's Monday from 8:00 their time (one per ISO week). */
export const coachDigestsJob: JobDefinition<null> = {
  name: 'coach-digests',
  cron: '*/5 * * * *',
  async run(_data, { db, clock, log }) {
    const sent = await sendDueCoachDigests(db, clock.now());
    if (sent > 0) log.info({ sent }, 'coach digests');
  },
};
