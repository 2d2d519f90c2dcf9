import { and, count, eq, gt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { PendingMessages } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { chatMessages, chatReadMarks, coachSelections } from '../../../db/schema/index.js';
import type { CoachPair } from '../pairs/index.js';
import type { Publisher } from '../../../events/index.js';
import { markCausesRead } from '../../notifications/index.js';
import { unreadCausePrefix } from './unread-cause.js';

type Reader = number | ReturnType<typeof sql.placeholder>;
type PairColumns = { coachId: SQLWrapper; clientId: SQLWrapper };

/** The reader's read mark of the pair whose columns are given (left-joined: absent until the first read). */
const readMarkOf = (pair: PairColumns, readerId: Reader) =>
  and(
    eq(chatReadMarks.coachId, pair.coachId),
    eq(chatReadMarks.clientId, pair.clientId),
    eq(chatReadMarks.userId, readerId),
  );

/** The reader's unread messages: the other side's, after the reader's mark (none read without one). */
const unread = (readerId: Reader) =>
  and(ne(chatMessages.fromUserId, readerId), gt(chatMessages.id, sql`coalesce(${chatReadMarks.lastReadMessageId}, 0)`));

const pendingQuery = prepared((db) =>
  db
    .select({ pending: count() })
    .from(chatMessages)
    .leftJoin(chatReadMarks, readMarkOf(chatMessages, sql.placeholder('readerId')))
    .where(
      and(
        eq(chatMessages.coachId, sql.placeholder('coachId')),
        eq(chatMessages.clientId, sql.placeholder('clientId')),
        unread(sql.placeholder('readerId')),
      ),
    )
    .prepare('coaching_room_pending'),
);

/** The reader's pending messages in one pair. */
export async function pendingMessages(db: Db, pair: CoachPair, readerId: number): Promise<number> {
  const [row] = await pendingQuery(db).execute({ coachId: pair.coachId, clientId: pair.clientId, readerId });
  return row?.pending ?? 0;
}

/**
 * Pending messages in every pair the user belongs to, as coach or as client (past pairs too): the
 * member's coach section and the coach's client rows.
 */
export async function pendingByPair(db: Db, userId: number): Promise<PendingMessages[]> {
  const pairs = db
    .selectDistinct({ coachId: coachSelections.coachId, clientId: coachSelections.clientId })
    .from(coachSelections)
    .where(or(eq(coachSelections.coachId, userId), eq(coachSelections.clientId, userId)))
    .as('pairs');
  return db
    .select({ coachId: pairs.coachId, clientId: pairs.clientId, pendingMessages: count(chatMessages.id) })
    .from(pairs)
    .leftJoin(chatReadMarks, readMarkOf(pairs, userId))
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.coachId, pairs.coachId), eq(chatMessages.clientId, pairs.clientId), unread(userId)),
    )
    .groupBy(pairs.coachId, pairs.clientId)
    .orderBy(pairs.coachId, pairs.clientId);
}

/** Marks everything the pair has written so far as read by the reader (a mark never moves back). */
export async function markRead(db: Db, events: Publisher, pair: CoachPair, readerId: number, at: Date): Promise<void> {
  const newest = sql<number>`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages}
    where ${chatMessages.coachId} = ${pair.coachId} and ${chatMessages.clientId} = ${pair.clientId})`;
  await db
    .insert(chatReadMarks)
    .values({
      coachId: pair.coachId,
      clientId: pair.clientId,
      userId: readerId,
      lastReadMessageId: newest,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [chatReadMarks.coachId, chatReadMarks.clientId, chatReadMarks.userId],
      set: {
        lastReadMessageId: sql`greatest(${chatReadMarks.lastReadMessageId}, excluded.last_read_message_id)`,
        updatedAt: at,
      },
    });
  await markCausesRead(db, readerId, unreadCausePrefix(pair.coachId, pair.clientId, readerId), at);
  events.publish('chat.changed', { userId: pair.clientId, coachId: pair.coachId });
}
