import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaFiles, users } from '../../db/schema/index.js';
import { saveProfilePicture } from './profile-picture.js';

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Pictures uploaded before the image store were files under DATA_DIR/uploads/profile. Each member
 * whose picture is not in the store yet gets it imported through the uploads' own path (so it is
 * re-encoded like a new upload, under a new name). A file that is missing or does not decode is left
 * as it is and logged: nothing is deleted, on disk or in the database. Safe to run at every start.
 */
export async function importLegacyPictures(db: Db, dataDir: string, log: Logger): Promise<number> {
  const pending = await db
    .select({ id: users.id, file: users.pictureFileName })
    .from(users)
    .where(
      and(
        isNotNull(users.pictureFileName),
        notExists(
          db
            .select({ key: mediaFiles.key })
            .from(mediaFiles)
            .where(eq(mediaFiles.key, sql`'profile/' || ${users.pictureFileName}`)),
        ),
      ),
    );
  let imported = 0;
  for (const { id, file } of pending) {
    if (!file || !/^[\w.-]+$/.test(file)) continue;
    try {
      const bytes = await fs.readFile(path.join(dataDir, 'uploads', 'profile', file));
      await saveProfilePicture(db, id, bytes);
      imported += 1;
    } catch (error) {
      log.warn({ userId: id, file, err: error }, 'profile picture not imported into the image store');
    }
  }
  return imported;
}
