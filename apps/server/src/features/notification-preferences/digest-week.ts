import type { Queryable } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';

/** Records that the coach's weekly digest of this ISO week is done (sent, or nothing to send). */
export async function settleCoachDigestWeek(db: Queryable, coachId: number, week: string): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId: coachId, coachDigestWeek: week })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { coachDigestWeek: week } });
}
