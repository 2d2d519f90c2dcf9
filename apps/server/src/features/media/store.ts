import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { coachProfiles, mediaFiles, users } from '../../db/schema/index.js';
import type { ProcessedImage } from './images.js';

/** The folders of the store, each served at /media/{folder}/{name}, and the column that names its files. */
export const MEDIA_FOLDERS = {
  profile: { table: users, column: users.pictureFileName },
  cover: { table: coachProfiles, column: coachProfiles.coverFileName },
} as const;
export type MediaFolder = keyof typeof MEDIA_FOLDERS;

export const mediaKey = (folder: MediaFolder, name: string) => `${folder}/${name}`;

/**
 * Stores a processed image and answers its name: the hash of its bytes, so a name always means the
 * same bytes (browsers may keep it for a year) and storing the same image twice keeps one row.
 */
export async function putMedia(db: Queryable, folder: MediaFolder, image: ProcessedImage): Promise<string> {
  const name = `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.extension}`;
  await db
    .insert(mediaFiles)
    .values({ key: mediaKey(folder, name), contentType: image.contentType, bytes: image.bytes })
    .onConflictDoNothing();
  return name;
}

export async function readMedia(
  db: Queryable,
  folder: MediaFolder,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.key, mediaKey(folder, name)));
  return row ?? null;
}

/** Removes a file nobody shows any more (another account may show the same image). */
export async function releaseMedia(db: Queryable, folder: MediaFolder, name: string | null): Promise<void> {
  if (!name) return;
  const { table, column } = MEDIA_FOLDERS[folder];
  await db
    .delete(mediaFiles)
    .where(
      sql`${mediaFiles.key} = ${mediaKey(folder, name)} and not exists (select 1 from ${table} where ${column} = ${name})`,
    );
}

/**
 * Stores a processed image in the folder and, in the same transaction, lets `swap` point its owner
 * at the new name (answering the name it replaces), then removes the replaced file if unused.
 */
export async function storeReplacing(
  db: Db,
  folder: MediaFolder,
  image: ProcessedImage,
  swap: (tx: Tx, name: string) => Promise<string | null>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const name = await putMedia(tx, folder, image);
    const previous = await swap(tx, name);
    if (previous !== name) await releaseMedia(tx, folder, previous);
    return name;
  });
}
