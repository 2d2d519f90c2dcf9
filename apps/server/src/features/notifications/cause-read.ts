import { and, eq, inArray, isNull, like } from 'drizzle-orm';
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

/** Of these cause keys, the ones that have their bell entry already: the message went (or is held) once. */
export async function deliveredCauses(executor: Queryable, causeKeys: readonly string[]): Promise<Set<string>> {
  if (causeKeys.length === 0) return new Set();
  const rows = await executor
    .select({ key: notifications.causeKey })
    .from(notifications)
    .where(inArray(notifications.causeKey, [...causeKeys]));
  return new Set(rows.map((row) => row.key ?? ''));
}
