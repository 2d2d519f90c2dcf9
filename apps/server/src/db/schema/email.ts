import type { EmailCategory, EmailStatus } from '@oola/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every message the app sends, one row per idempotency key (a second enqueue of the same key writes
 * nothing). The row is written with its send job in the caller's transaction; the job renders it
 * (subject, html, text) and sends it, or keeps it here as `outbox` when no SMTP_URL is set.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    template: text('template').notNull(),
    category: text('category').$type<EmailCategory>().notNull(),
    /** The member it is for; null for a bare address (or a member since deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    data: jsonb('data').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Why a `skipped` message was not sent (an opt-out or pause made after it was queued). */
    skippedReason: text('skipped_reason'),
    /** Not before this time (the end of the person's quiet hours). */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_created_idx').on(table.createdAt), index('email_outbox_user_idx').on(table.userId)],
);

/** A member's "no more of these": enqueueEmail skips the category (transactional ones never appear). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<EmailCategory>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);

/**
 * Keys the server signs with (unsubscribe links), made once by whichever process needs one first and
 * shared by every process through the database.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
