import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Single-use tokens for the back office's single sign-on: they travel in a URL, so they are never
 * bearer tokens. Only the back-office exchange call accepts one, once, within its lifetime.
 */
export const silentTokens = pgTable(
  'silent_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('silent_tokens_token_hash_idx').on(table.tokenHash)],
);
