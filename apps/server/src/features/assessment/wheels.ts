import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { AREAS, areaDisplayScore, combinedScore, type AssessmentWheel } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import { areaOfQuestion } from './questions-content.js';

/**
 * The member's wheels: one per completed sitting, oldest first, with the
 * combined score and each area's question sum and displayed score.
 */
export async function listWheels(db: Db, userId: number): Promise<AssessmentWheel[]> {
  const sittings = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), isNotNull(assessments.completedAt)))
    .orderBy(asc(assessments.completedAt));
  if (sittings.length === 0) return [];
  const scores = await db
    .select()
    .from(assessmentScores)
    .where(
      inArray(
        assessmentScores.assessmentId,
        sittings.map((sitting) => sitting.id),
      ),
    );
  return sittings.map((sitting) => {
    const sums = new Map<number, number>(AREAS.map((area) => [area.id, 0]));
    for (const row of scores) {
      if (row.assessmentId !== sitting.id) continue;
      const areaId = areaOfQuestion(row.questionId);
      if (areaId !== undefined) sums.set(areaId, (sums.get(areaId) ?? 0) + row.score);
    }
    return {
      assessmentId: sitting.id,
      assessmentTypeId: sitting.typeId as 1 | 2 | 3,
      completionDate: sitting.completedAt!.toISOString(),
      combinedScore: combinedScore(sums),
      areas: AREAS.map((area) => ({
        areaId: area.id,
        sum: sums.get(area.id) ?? 0,
        score: areaDisplayScore(sums.get(area.id) ?? 0),
      })),
    };
  });
}

/** The combined score of the member's latest completed sitting, 0 when none. */
export async function latestCombinedScore(db: Db, userId: number): Promise<number> {
  const wheels = await listWheels(db, userId);
  return wheels.at(-1)?.combinedScore ?? 0;
}
