import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { accountDeletions } from '../../db/schema/index.js';
import { ERASURE_STEPS } from './erasure-steps.js';

/**
 * Runs the erasure's steps from the first one not yet done. Each step (or batch of a long step) commits
 * together with the progress it makes, so a run killed anywhere resumes at what did not commit; a step
 * runs only while the recorded progress is the one it follows (two runs never do one step twice).
 * `stopAfter` ends the run after that many transactions (tests of a run cut short).
 */
export async function eraseAccount(db: Db, clock: Clock, deletionId: number, stopAfter = Infinity): Promise<void> {
  for (let ran = 0; ran < stopAfter; ran++) {
    const finished = await db.transaction(async (tx) => {
      const [deletion] = await tx
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.id, deletionId))
        .for('update');
      if (!deletion || deletion.cancelledAt || deletion.erasedAt) return true;
      const now = clock.now();
      if (deletion.eraseAfter > now) return true;
      const step = ERASURE_STEPS[deletion.stepsDone];
      const stepFinished = step ? (await step.run(tx, { userId: deletion.userId, now })) !== false : true;
      if (!stepFinished) return false;
      const stepsDone = deletion.stepsDone + 1;
      const done = stepsDone >= ERASURE_STEPS.length;
      await tx
        .update(accountDeletions)
        .set({ stepsDone, erasedAt: done ? now : null })
        .where(eq(accountDeletions.id, deletionId));
      return done;
    });
    if (finished) return;
  }
}

/** Deletions whose grace period is over and whose erasure has not finished (a killed one included). */
export async function dueDeletions(db: Db, clock: Clock): Promise<number[]> {
  const rows = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        isNull(accountDeletions.cancelledAt),
        isNull(accountDeletions.erasedAt),
        lte(accountDeletions.eraseAfter, clock.now()),
      ),
    );
  return rows.map((row) => row.id);
}
