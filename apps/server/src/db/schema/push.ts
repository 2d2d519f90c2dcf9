import type { MessageKind } from '@oola/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './identity.js';
import { notifications } from './notifications.js';

/**
 * A device that takes web push for a person: the browser's PushSubscription, tied to the session that
 * turned it on (signing that session out removes it). An endpoint the push service answers 404 or 410 for
 * is deleted at once.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The subscription's keys (base64url), which encrypt each payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": how My account names the device. */
    deviceLabel: text('device_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Every push the app sends, one row per idempotency key (one cause, one push), written with its send job in
 * the caller's transaction; staff's outbox lists them beside the e-mails.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    /** The bell's entry this push shows: reading one marks the other read. */
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app's page a click opens. */
    url: text('url').notNull(),
    urgency: text('urgency').notNull().default('normal'),
    ttlSeconds: integer('ttl_seconds').notNull().default(86400),
    /** queued, waiting (quiet hours), sent, skipped, failed. */
    status: text('status').notNull().default('queued'),
    /** Not before this time (the end of the person's quiet hours). */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    skippedReason: text('skipped_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('push_outbox_created_idx').on(table.createdAt), index('push_outbox_user_idx').on(table.userId)],
);
