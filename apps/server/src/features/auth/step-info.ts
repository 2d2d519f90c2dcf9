import { and, eq, isNull, sql } from 'drizzle-orm';
import { assessmentTypeForStep, type CurrentUserStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import { nextAreaIndex } from '../assessment/index.js';
import type { UserRow } from '../../identity/session-store.js';

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
 * The member's place in the journey (GetCurrentUserStep and the session).
 * assessmentId is the open assessment sitting of the member's step (0 when
 * none) and areaId the 0-based index of the first area not fully answered.
 */
export async function stepInfo(db: Db, user: UserRow): Promise<CurrentUserStep> {
  const rows = await openSittingAnswersQuery(db).execute({ userId: user.id });
  const sitting = rows[0]?.typeId === assessmentTypeForStep(user.stepId) ? rows[0] : undefined;
  const answered = new Set(sitting ? rows.flatMap((row) => (row.questionId === null ? [] : [row.questionId])) : []);
  return {
    userStepId: user.stepId,
    assessmentId: sitting?.id ?? 0,
    areaId: nextAreaIndex(answered),
    level: user.level,
    displayCoachingPayment: user.displayCoachingPayment,
    displayCoachCertificationTutorial: user.displayCoachCertificationTutorial,
  };
}
