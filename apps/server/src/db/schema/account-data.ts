import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export type AccountExportStatus = 'pending' | 'ready' | 'failed';

/**
 * A member's request for a copy of their data. The export job builds the ZIP, stores it in
 * media_files under file_key and sets ready_at; the file may be downloaded by its owner until expires_at.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AccountExportStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
  },
  (table) => [
    index('account_exports_user_idx').on(table.userId, table.requestedAt),
    // One export in the making per member: a second request while one is pending finds it.
    uniqueIndex('account_exports_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    check('account_exports_status_check', sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * A requested account deletion: erased after erase_after unless cancelled first. The erasure job
 * records the last table it finished in erased_through, so a killed run resumes where it stopped.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** How many of the erasure's steps are done (0 = none); the job resumes at the next one. */
    stepsDone: integer('steps_done').notNull().default(0),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_deletions_open_idx')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null`),
    index('account_deletions_due_idx')
      .on(table.eraseAfter)
      .where(sql`${table.cancelledAt} is null and ${table.erasedAt} is null`),
  ],
);
