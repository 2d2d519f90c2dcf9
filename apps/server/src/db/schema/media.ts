import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.js';

/**
 * Uploaded images, stored in the database so every server process serves the same files. The key is
 * '{folder}/{name}' (e.g. 'profile/3f…9a.webp'), the name derived from the content, so a key's bytes
 * never change.
 */
export const mediaFiles = pgTable('media_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
