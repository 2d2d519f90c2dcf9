import { eq } from 'drizzle-orm';
import { COACH_IMAGE_SIZES } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { processImage } from './images.js';
import { storeReplacing } from './store.js';
import { setPicture } from '../../identity/users.js';

/**
 * A member's (or coach's) new picture: re-encoded at 400 x 400, stored under a name of its own
 * (so caches never show the old one) and the previous picture removed.
 */
export async function saveProfilePicture(db: Db, userId: number, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, COACH_IMAGE_SIZES.picture);
  return storeReplacing(db, 'profile', image, async (tx, name) => {
    const [previous] = await tx
      .select({ file: users.pictureFileName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await setPicture(tx, userId, name);
    return previous?.file ?? null;
  });
}
