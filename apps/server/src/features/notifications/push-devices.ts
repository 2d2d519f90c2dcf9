import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

/**
 * Of these people, those with a device that takes push: a batch's answer in one statement (the push feature's
 * hasPushDevice answers the same for one person).
 */
export async function withPushDevice(executor: Queryable, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  return new Set(rows.map((row) => row.userId));
}
