import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { COACHING_ROOM_MESSAGES, type ChatMessage, type chatPageQuerySchema } from '@oola/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { chatMessages } from '../../../db/schema/index.js';
import { conflict } from '../../../core/app-error.js';
import { type CoachPair, fullName, pairPeople, type PairPeople } from '../pairs/index.js';
import { readerTime } from './reader-time.js';
import type { Publisher } from '../../../events/index.js';

export type ChatRow = typeof chatMessages.$inferSelect;
type ChatPage = z.output<typeof chatPageQuerySchema>;

/** A stored message as one side of the pair reads it (date and time in that side's time zone). */
export function toChatMessage(row: ChatRow, people: PairPeople, readerTimeZone: string | null): ChatMessage {
  return {
    id: row.id,
    clientMessageId: row.clientMessageId,
    coachId: row.coachId,
    clientId: row.clientId,
    fromUserId: row.fromUserId,
    coachName: fullName(people.coach),
    clientName: fullName(people.client),
    text: row.text,
    fromSMS: row.fromSms,
    ...readerTime(row.createdAt, readerTimeZone),
  };
}

const pageWindow = and(
  eq(chatMessages.coachId, sql.placeholder('coachId')),
  eq(chatMessages.clientId, sql.placeholder('clientId')),
  gt(chatMessages.id, sql.placeholder('afterId')),
  lt(chatMessages.id, sql.placeholder('beforeId')),
);

/** The newest messages of the window (read newest first, answered oldest first). */
const newestQuery = prepared((db) =>
  db
    .select()
    .from(chatMessages)
    .where(pageWindow)
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('coaching_room_chat_newest'),
);

/** The oldest messages of the window: catching up from the last id seen. */
const catchUpQuery = prepared((db) =>
  db
    .select()
    .from(chatMessages)
    .where(pageWindow)
    .orderBy(asc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('coaching_room_chat_catch_up'),
);

/**
 * A page of the pair's chat, oldest first: the newest page by default, the page before beforeId, or
 * (afterId) the messages right after the last one seen.
 */
export async function listMessages(
  db: Db,
  readerTimeZone: string | null,
  pair: CoachPair,
  page: ChatPage,
): Promise<ChatMessage[]> {
  const values = {
    coachId: pair.coachId,
    clientId: pair.clientId,
    afterId: page.afterId ?? 0,
    beforeId: page.beforeId ?? Number.MAX_SAFE_INTEGER,
    limit: page.limit,
  };
  const [rows, people] = await Promise.all([
    page.afterId === undefined
      ? newestQuery(db)
          .execute(values)
          .then((newestFirst) => newestFirst.reverse())
      : catchUpQuery(db).execute(values),
    pairPeople(db, pair),
  ]);
  return rows.map((row) => toChatMessage(row, people, readerTimeZone));
}

/** Stores a message unless its sender already sent this client message id (then nothing is answered). */
const insertQuery = prepared((db) =>
  db
    .insert(chatMessages)
    .values({
      coachId: sql.placeholder('coachId'),
      clientId: sql.placeholder('clientId'),
      fromUserId: sql.placeholder('fromUserId'),
      clientMessageId: sql.placeholder('clientMessageId'),
      text: sql.placeholder('text'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: [chatMessages.fromUserId, chatMessages.clientMessageId] })
    .returning()
    .prepare('coaching_room_chat_insert'),
);

export interface InsertedMessage {
  row: ChatRow;
  people: PairPeople;
  /** False when the sender had already sent this client message id: the stored message is answered. */
  created: boolean;
}

/**
 * Stores a message (committed before anyone is told of it). The sender's clientMessageId is unique per
 * sender: a resend answers the message stored the first time; the same id on another pair is a 409.
 */
export async function insertMessage(
  db: Db,
  events: Publisher,
  senderId: number,
  pair: CoachPair,
  input: { message: string; clientMessageId?: string | undefined },
  at: Date,
): Promise<InsertedMessage> {
  const clientMessageId = input.clientMessageId ?? randomUUID();
  const [inserted] = await insertQuery(db).execute({
    coachId: pair.coachId,
    clientId: pair.clientId,
    fromUserId: senderId,
    clientMessageId,
    text: input.message,
    createdAt: at,
  });
  const people = await pairPeople(db, pair);
  if (inserted) {
    events.publish('chat.changed', { userId: pair.clientId, coachId: pair.coachId });
    return { row: inserted, people, created: true };
  }
  const [stored] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.fromUserId, senderId), eq(chatMessages.clientMessageId, clientMessageId)));
  if (!stored || stored.coachId !== pair.coachId || stored.clientId !== pair.clientId) {
    throw conflict(COACHING_ROOM_MESSAGES.messageIdReused);
  }
  return { row: stored, people, created: false };
}
