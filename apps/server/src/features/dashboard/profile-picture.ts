import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PROFILE_PICTURE_MESSAGES } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../http/app-error.js';

const SIGNATURES: { extension: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    extension: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type from the file's first bytes (never from its name or declared type), or null. */
export function imageExtension(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.extension ?? null;
}

export const profileDir = (dataDir: string) => path.join(dataDir, 'uploads', 'profile');

/**
 * Stores a member's new picture under DATA_DIR/uploads/profile with a fresh
 * name (so caches never show the old one) and removes the previous file.
 */
export async function saveProfilePicture(db: Db, dataDir: string, userId: number, bytes: Buffer): Promise<string> {
  const extension = imageExtension(bytes);
  if (!extension) throw badRequest(PROFILE_PICTURE_MESSAGES.notImage);
  const dir = profileDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${userId}-${Date.now()}-${randomBytes(4).toString('hex')}.${extension}`;
  await fs.writeFile(path.join(dir, fileName), bytes);
  const [previous] = await db.select({ file: users.pictureFileName }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ pictureFileName: fileName, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous?.file && /^[\w.-]+$/.test(previous.file)) {
    await fs.rm(path.join(dir, previous.file), { force: true });
  }
  return fileName;
}
