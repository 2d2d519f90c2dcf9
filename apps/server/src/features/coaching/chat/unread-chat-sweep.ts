import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { timeZoneLabel } from '@oola/domain';
import type { Db, Queryable } from '../../../db/client.js';
import { chatMessages, chatReadMarks, chatUnreadNotices, users } from '../../../db/schema/index.js';
import { deliverMessage } from '../../notifications/index.js';
import { unreadChatEmail } from './emails/unread-chat-email.js';
import { readerTime } from './reader-time.js';
import { unreadCauseKey } from './unread-cause.js';
import { fullName } from '../pairs/index.js';

/**
 * A message still unread this long after it was sent is e-mailed to its reader, at that minute (the settings
 * say so): no other limit, as a conversation's next e-mail needs a message sent after this one (decision 088).
 */
export const UNREAD_AFTER_MS = 15 * 60 * 1000;
/** Older messages are left alone: each is due 15 minutes after being sent, so a day covers a long outage. */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const LISTED_MAX = 20;
/** How much of the newest message the bell and the push show. */
const PREVIEW_MAX = 140;
/** The dashboard's address that opens a member's own coaching room (the web's member-room-address.ts). */
const MEMBER_ROOM_PATH = '/dashboard?coachingRoom=open';

const readerOf = sql<number>`case when ${chatMessages.fromUserId} = ${chatMessages.coachId}
  then ${chatMessages.clientId} else ${chatMessages.coachId} end`;

interface Conversation {
  coachId: number;
  clientId: number;
  readerId: number;
}

/**
 * The readers owed an e-mail now: messages of the other side sent 15 minutes ago or more, still after
 * the reader's read mark and not listed in an earlier e-mail.
 */
function dueConversations(db: Db, now: Date): Promise<Conversation[]> {
  const samePairAndReader = (table: typeof chatReadMarks | typeof chatUnreadNotices) =>
    and(eq(table.coachId, chatMessages.coachId), eq(table.clientId, chatMessages.clientId), eq(table.userId, readerOf));
  return db
    .select({ coachId: chatMessages.coachId, clientId: chatMessages.clientId, readerId: readerOf })
    .from(chatMessages)
    .leftJoin(chatReadMarks, samePairAndReader(chatReadMarks))
    .leftJoin(chatUnreadNotices, samePairAndReader(chatUnreadNotices))
    .where(
      and(
        gt(chatMessages.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
        lte(chatMessages.createdAt, new Date(now.getTime() - UNREAD_AFTER_MS)),
        gt(chatMessages.id, sql`coalesce(${chatReadMarks.lastReadMessageId}, 0)`),
        gt(chatMessages.id, sql`coalesce(${chatUnreadNotices.lastMessageId}, 0)`),
      ),
    )
    .groupBy(chatMessages.coachId, chatMessages.clientId, readerOf);
}

async function person(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} of a chat is missing`);
  return row;
}

/**
 * The conversation's messages to list, re-read in the transaction that records the e-mail: every one still
 * unread and not listed before, the newer ones too, so a burst of messages is one e-mail.
 */
async function unreadMessages(tx: Queryable, conversation: Conversation, now: Date) {
  const { coachId, clientId, readerId } = conversation;
  const mark = (table: typeof chatReadMarks | typeof chatUnreadNotices) =>
    and(eq(table.coachId, coachId), eq(table.clientId, clientId), eq(table.userId, readerId));
  const [read] = await tx
    .select({ id: chatReadMarks.lastReadMessageId })
    .from(chatReadMarks)
    .where(mark(chatReadMarks));
  const [notice] = await tx
    .select({ id: chatUnreadNotices.lastMessageId })
    .from(chatUnreadNotices)
    .where(mark(chatUnreadNotices))
    .for('update');
  return tx
    .select({ id: chatMessages.id, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.coachId, coachId),
        eq(chatMessages.clientId, clientId),
        ne(chatMessages.fromUserId, readerId),
        lte(chatMessages.createdAt, now),
        gt(chatMessages.id, Math.max(read?.id ?? 0, notice?.id ?? 0)),
      ),
    )
    .orderBy(asc(chatMessages.id));
}

/**
 * One message to the reader about the conversation's due messages (the e-mail lists them), by the reader's
 * channel for coach messages, and the notice that it went.
 */
async function notify(db: Db, conversation: Conversation, now: Date): Promise<void> {
  const { coachId, clientId, readerId } = conversation;
  await db.transaction(async (tx) => {
    const messages = await unreadMessages(tx, conversation, now);
    const last = messages.at(-1);
    if (!last) return;
    const reader = await person(tx, readerId);
    const sender = await person(tx, readerId === coachId ? clientId : coachId);
    const listed = messages.slice(-LISTED_MAX);
    const senderName = fullName(sender);
    const roomPath = readerId === coachId ? `/coachingRoom/${clientId}` : MEMBER_ROOM_PATH;
    await deliverMessage(
      tx,
      {
        userId: readerId,
        kind: 'coach-message',
        causeKey: unreadCauseKey(coachId, clientId, readerId, last.id),
        title: `New message from ${senderName}`,
        body: last.text.length > PREVIEW_MAX ? `${last.text.slice(0, PREVIEW_MAX - 1)}…` : last.text,
        url: roomPath,
        email: {
          template: unreadChatEmail,
          data: {
            readerFirstName: reader.firstName,
            senderName,
            messages: listed.map((message) => {
              const { date, time } = readerTime(message.createdAt, reader.timeZone);
              return { date, time, text: message.text };
            }),
            moreCount: messages.length - listed.length,
            timeZoneName: timeZoneLabel(reader.timeZone || 'UTC', last.createdAt),
            roomPath,
          },
        },
      },
      now,
    );
    await tx
      .insert(chatUnreadNotices)
      .values({ coachId, clientId, userId: readerId, lastMessageId: last.id, sentAt: now })
      .onConflictDoUpdate({
        target: [chatUnreadNotices.coachId, chatUnreadNotices.clientId, chatUnreadNotices.userId],
        set: { lastMessageId: last.id, sentAt: now },
      });
  });
}

/** One sweep at `now` (the app's clock): e-mails every reader whose unread messages are due. */
export async function sweepUnreadChats(db: Db, now: Date): Promise<void> {
  for (const conversation of await dueConversations(db, now)) await notify(db, conversation, now);
}
