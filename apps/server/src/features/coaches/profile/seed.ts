import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client.js';
import { coachProfiles } from '../../../db/schema/index.js';
import { contentDir } from '../../../content/load-content.js';
import { saveProfilePicture } from '../../media/index.js';
import { saveCoverImage } from './cover-image.js';
import { ensureCoachRow } from './coach-row.js';

/** Coach 2002 is newly certified: an empty listing and the welcome modal still to show. */
const NEW_COACH = 2002;
const FILLED_COACH = 2001;

/** Artwork in content/coach-media, rendered to PNG so it takes the uploads' own path. */
async function artwork(name: string): Promise<Buffer> {
  return sharp(fs.readFileSync(path.join(contentDir, 'coach-media', name)))
    .png()
    .toBuffer();
}

/**
 * The coach portal's demo: 2001's listing gets its picture and cover photo (stored like uploads),
 * 2002 a listing row that is empty, with the welcome modal open. Idempotent.
 */
export async function seedCoachProfileDemo(db: Db, at: Date): Promise<void> {
  await ensureCoachRow(db, NEW_COACH);
  const [filled] = await db
    .select({ cover: coachProfiles.coverFileName })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, FILLED_COACH));
  if (!filled || filled.cover) return;
  await saveProfilePicture(db, FILLED_COACH, await artwork('2001-picture.svg'));
  await saveCoverImage(db, FILLED_COACH, await artwork('2001-cover.svg'), at);
}
