import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

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
