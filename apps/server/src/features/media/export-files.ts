import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mediaFiles } from '../../db/schema/index.js';

/**
 * Export ZIPs live in the media store under exports/ with an unguessable name. No public route serves
 * this folder: only the owner's signed-in download reads it.
 */
export async function putExportFile(db: Queryable, bytes: Uint8Array): Promise<string> {
  const key = `exports/${randomBytes(24).toString('hex')}.zip`;
  await db.insert(mediaFiles).values({ key, contentType: 'application/zip', bytes: Buffer.from(bytes) });
  return key;
}

export async function readExportFile(db: Queryable, key: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key));
  return row?.bytes ?? null;
}

export async function removeExportFile(db: Queryable, key: string | null): Promise<void> {
  if (key) await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
}
