import { and, eq, isNull, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/**
 * Marks read the person's bell entries whose cause key starts with `causePrefix` (their chat with one coach, say):
 * what was seen in the app is not sent later by e-mail or push.
 */
export async function markCausesRead(executor: Queryable, userId: number, causePrefix: string, now: Date) {
  await executor
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        like(notifications.causeKey, `${causePrefix.replace(/[\\%_]/g, '\\$&')}%`),
        isNull(notifications.readAt),
      ),
    );
}
