import { desc, eq, sql } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { NOTIFICATIONS_EVENT, type Notification, type SendNotificationRequest } from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../core/app-error.js';

const LIST_LIMIT = 50;

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  url: row.url,
});

/** The member's latest notifications, newest first. */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await latestNotificationsQuery(db).execute({ userId });
  return rows.map(toNotification);
}

const latestNotificationsQuery = prepared((db) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT)
    .prepare('latest_notifications'),
);

/**
 * Stores a notification for a member and, when a hub is given, tells the
 * member's open pages to reload their list (event GetNotifications in room user:{id}).
 */
export async function sendNotification(
  db: Queryable,
  request: { userId: number; title: string; message: string } & Partial<SendNotificationRequest>,
  hub?: Namespace,
): Promise<Notification> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.userId));
  if (!user) throw notFound('There is no member with this id.');
  const [row] = await db
    .insert(notifications)
    .values({ userId: request.userId, title: request.title, message: request.message })
    .returning();
  hub?.to(`user:${request.userId}`).emit(NOTIFICATIONS_EVENT);
  return toNotification(row!);
}
