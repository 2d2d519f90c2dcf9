import { and, eq, isNull } from 'drizzle-orm';
import { assessmentTypeForStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';

export type SittingRow = typeof assessments.$inferSelect;

/** The member's open (not yet completed) sitting, if any. */
export async function openSitting(db: Db, userId: number): Promise<SittingRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), isNull(assessments.completedAt)))
    .limit(1);
  return row;
}

/** The member's open sitting when it is of the type their step takes (3 at step 6, 2 at step 5, else 1). */
export async function openSittingForStep(db: Db, userId: number, stepId: number): Promise<SittingRow | undefined> {
  const open = await openSitting(db, userId);
  return open && open.typeId === assessmentTypeForStep(stepId) ? open : undefined;
}

/** questionId → score of one sitting. */
export async function sittingScores(db: Db, assessmentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ questionId: assessmentScores.questionId, score: assessmentScores.score })
    .from(assessmentScores)
    .where(eq(assessmentScores.assessmentId, assessmentId));
  return new Map(rows.map((row) => [row.questionId, row.score]));
}
