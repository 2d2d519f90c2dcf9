import { and, eq, isNull, sql } from 'drizzle-orm';
import { assessmentTypeForStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import { nextAreaIndex } from './questions-content.js';

/** The member's open sitting (at most one) with a row per answered question; no rows when none is open. */
const openSittingAnswersQuery = prepared((db) =>
  db
    .select({ id: assessments.id, typeId: assessments.typeId, questionId: assessmentScores.questionId })
    .from(assessments)
    .leftJoin(assessmentScores, eq(assessmentScores.assessmentId, assessments.id))
    .where(and(eq(assessments.userId, sql.placeholder('userId')), isNull(assessments.completedAt)))
    .prepare('open_sitting_answers'),
);

/**
 * Where the member is in the assessment of their step: the open sitting's id (0 when none) and the
 * 0-based index of the first area not fully answered.
 */
export async function stepAssessmentProgress(
  db: Db,
  user: { id: number; stepId: number },
): Promise<{ assessmentId: number; areaId: number }> {
  const rows = await openSittingAnswersQuery(db).execute({ userId: user.id });
  const sitting = rows[0]?.typeId === assessmentTypeForStep(user.stepId) ? rows[0] : undefined;
  const answered = new Set(sitting ? rows.flatMap((row) => (row.questionId === null ? [] : [row.questionId])) : []);
  return { assessmentId: sitting?.id ?? 0, areaId: nextAreaIndex(answered) };
}
