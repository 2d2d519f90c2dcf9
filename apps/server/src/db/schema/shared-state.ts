import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.js';

/**
 * Hits per rate-limit window, shared by every server process: the key is the limit's scope (a route,
 * or a group of routes) and the caller's address; `resets_at` ends the window (the database's clock).
 * Rows of ended windows are swept now and then (http/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/**
 * Socket.IO's PostgreSQL adapter sends a hub event with NOTIFY; one over 8,000 bytes (or binary) is
 * stored here and only its id notified. The adapter writes, reads and purges it itself (rows older
 * than 30 s); the shape is the adapter's own.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
