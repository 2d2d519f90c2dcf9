import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Live chats started by anonymous visitors on the Contact page. The visitor
 * proves they own a conversation with its random secret; only a SHA-256 of it
 * is stored, like session tokens.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    secretHash: text('secret_hash').notNull(),
    firstName: text('first_name').notNull(),
    /** Stored lower-case; support answers here when the chat started offline. */
    email: text('email').notNull(),
    /** 'open' or 'closed'. */
    status: text('status').notNull().default('open'),
    /** 'visitor' or 'staff'; null while open. */
    closedBy: text('closed_by'),
    /** Started outside support hours: answered by email within one business day. */
    startedOffline: boolean('started_offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastVisitorMessageAt: timestamp('last_visitor_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff last opened the thread; a later visitor message makes it unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('support_conversations_secret_idx').on(table.secretHash),
    index('support_conversations_status_activity_idx').on(table.status, table.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** 'visitor' or 'staff'. */
    sender: text('sender').notNull(),
    /** The staff member who answered; null for the visitor's messages. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_conversation_idx').on(table.conversationId, table.id)],
);
