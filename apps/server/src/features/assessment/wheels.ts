import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { AREAS, areaDisplayScore, combinedScore, type AssessmentWheel } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import { areaOfQuestion } from './questions-content.js';

/** The member's completed sittings, oldest first, each with its answers as { questionId: score }. */
const completedSittingsQuery = prepared((db) =>
  db
    .select({
      id: assessments.id,
      typeId: assessments.typeId,
      completedAt: assessments.completedAt,
      answers: sql<Record<string, number>>`json_object_agg(${assessmentScores.questionId}, ${assessmentScores.score})`,
    })
    .from(assessments)
    .innerJoin(assessmentScores, eq(assessmentScores.assessmentId, assessments.id))
    .where(and(eq(assessments.userId, sql.placeholder('userId')), isNotNull(assessments.completedAt)))
    .groupBy(assessments.id)
    .orderBy(asc(assessments.completedAt), asc(assessments.id))
    .prepare('completed_sittings'),
);

/** Each area's question sum of a sitting's answers ({ questionId: score }). */
export function areaSums(answers: Record<string, number>): Map<number, number> {
  const sums = new Map<number, number>(AREAS.map((area) => [area.id, 0]));
  for (const [questionId, score] of Object.entries(answers)) {
    const areaId = areaOfQuestion(Number(questionId));
    if (areaId !== undefined) sums.set(areaId, (sums.get(areaId) ?? 0) + score);
  }
  return sums;
}

/**
 * The member's wheels: one per completed sitting, oldest first, with the
 * combined score and each area's question sum and displayed score.
 */
export async function listWheels(db: Db, userId: number): Promise<AssessmentWheel[]> {
  const sittings = await completedSittingsQuery(db).execute({ userId });
  return sittings.map((sitting) => {
    const sums = areaSums(sitting.answers);
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
