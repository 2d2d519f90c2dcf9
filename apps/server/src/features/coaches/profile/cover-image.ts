import { eq } from 'drizzle-orm';
import { COACH_IMAGE_SIZES } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachProfiles } from '../../../db/schema/index.js';
import { processImage } from '../../media/index.js';
import { storeReplacing } from '../../media/index.js';
import { ensureCoachRow } from './coach-row.js';

/** The coach's new cover photo, re-encoded at 1440 x 500; the previous one is removed. */
export async function saveCoverImage(db: Db, coachId: number, bytes: Buffer, at: Date): Promise<string> {
  const image = await processImage(bytes, COACH_IMAGE_SIZES.cover);
  return storeReplacing(db, 'cover', image, async (tx, name) => {
    await ensureCoachRow(tx, coachId);
    const [previous] = await tx
      .select({ file: coachProfiles.coverFileName })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, coachId))
      .for('update');
    await tx.update(coachProfiles).set({ coverFileName: name, updatedAt: at }).where(eq(coachProfiles.userId, coachId));
    return previous?.file ?? null;
  });
}
