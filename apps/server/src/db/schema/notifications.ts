import type { MessageKind } from '@oola/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Messages to a person, from staff or the app; shown in the header's bell and, by push, on their devices. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Rich text (HTML); the client sanitises it before showing it. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The kind of message the app sent (null for a message from staff). */
    kind: text('kind').$type<MessageKind>(),
    /** The app's page the entry (and its push) opens. */
    url: text('url'),
    /** One cause, one entry: 'booking-reminder-24h:123'. */
    causeKey: text('cause_key').unique(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
