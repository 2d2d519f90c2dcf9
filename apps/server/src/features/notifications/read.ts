import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { NOTIFICATIONS_EVENT } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../core/app-error.js';

/**
 * Marks the member's bell entries read, once (an entry read already keeps its time), and tells the member's
 * open pages to reload their list, so a bell elsewhere stops counting them. The bell marks what it shows; the
 * page a push's click opens marks that push's entry. Another member's entry is a 403, an unknown one a 404,
 * and then nothing is marked.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: number[],
  now: Date,
  hub?: Namespace,
): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = await db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(inArray(notifications.id, wanted));
  if (found.some((row) => row.userId !== userId)) throw forbidden('You can only mark your own notifications read.');
  if (found.length < wanted.length) throw notFound('There is no such notification.');
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked.length > 0) hub?.to(`user:${userId}`).emit(NOTIFICATIONS_EVENT);
}
