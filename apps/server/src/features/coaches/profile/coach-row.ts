import { coachProfiles } from '../../../db/schema/index.js';
import type { Queryable } from '../../../db/client.js';

/**
 * Makes sure the coach has a coach_profiles row to write to. A new row is an empty listing (kept out
 * of the directory until the profile and bio are saved) whose welcome modal is still to be shown.
 */
export async function ensureCoachRow(db: Queryable, coachId: number): Promise<void> {
  await db
    .insert(coachProfiles)
    .values({ userId: coachId, zipCode: '', city: '', state: '', displayCoachingModal: true })
    .onConflictDoNothing();
}
