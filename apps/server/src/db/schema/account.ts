import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountTokens } from './identity.js';

/** The address an 'email-change' token confirms: it becomes the account's e-mail when the link is followed. */
export const emailChanges = pgTable('email_changes', {
  tokenId: integer('token_id')
    .primaryKey()
    .references(() => accountTokens.id, { onDelete: 'cascade' }),
  /** Stored lower-case, as users.email. */
  newEmail: text('new_email').notNull(),
});
