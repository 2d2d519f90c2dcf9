import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { coachSelectionSkips } from '../../../db/schema/index.js';

/** Remembers that the member carries on without a coach for now; a repeat keeps the first answer. */
export async function skipCoachSelection(db: Db, userId: number, now: Date): Promise<void> {
  await db.insert(coachSelectionSkips).values({ userId, skippedAt: now }).onConflictDoNothing();
}

/** Whether the member chose "not now" on the coach-selection pop-up (the session's coachSelectionSkipped). */
export async function hasSkippedCoachSelection(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: coachSelectionSkips.userId })
    .from(coachSelectionSkips)
    .where(eq(coachSelectionSkips.userId, userId));
  return row !== undefined;
}
