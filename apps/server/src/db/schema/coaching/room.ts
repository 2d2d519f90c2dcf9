import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity.js';
import { userRef } from '../column-types.js';

/** The coaching room's notebook (SessionComments), shared by the coach and the client. */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    authorId: userRef('author_id'),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_notes_pair_idx').on(table.coachId, table.clientId, table.id)],
);

/**
 * The coaching room's chat. A message is stored before it is pushed; the sender's own id for it
 * (client_message_id) is unique per sender, so a resent message is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    fromUserId: userRef('from_user_id'),
    clientMessageId: text('client_message_id').notNull(),
    text: text('text').notNull(),
    fromSms: boolean('from_sms').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_sender_client_id_idx').on(table.fromUserId, table.clientMessageId),
    index('chat_messages_pair_idx').on(table.coachId, table.clientId, table.id),
    // The unread-chat sweep reads the last day's messages every minute.
    index('chat_messages_created_idx').on(table.createdAt),
  ],
);

/** How far each side of a pair has read its chat: pending messages are the other side's after it. */
export const chatReadMarks = pgTable(
  'chat_read_marks',
  {
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    userId: userRef('user_id'),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.coachId, table.clientId, table.userId] }),
    check('chat_read_marks_side_check', sql`${table.userId} in (${table.coachId}, ${table.clientId})`),
  ],
);

/**
 * The last unread-chat e-mail of each reader of a pair's chat: at most one an hour, and never again
 * for the messages it listed (up to last_message_id).
 */
export const chatUnreadNotices = pgTable(
  'chat_unread_notices',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.coachId, table.clientId, table.userId] })],
);
