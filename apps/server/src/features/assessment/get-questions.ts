import { and, eq } from 'drizzle-orm';
import { areaById, assessmentTypeForStep, type AssessmentQuestions } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { assessments } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { notFound } from '../../core/app-error.js';
import { assessmentAreas } from './questions-content.js';
import { openSittingForStep, sittingScores, type SittingRow } from './sittings.js';

async function ownSitting(db: Db, userId: number, assessmentId: number): Promise<SittingRow> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  if (!row) throw notFound('Assessment not found.');
  return row;
}

/**
 * GET areas/GetQuestions/{assessmentId}: the 70 questions with this sitting's
 * scores. assessmentId 0 is the member's open sitting for their step, or a new
 * one (answered as id 0, all scores 0: it is stored at its first save).
 */
export async function getQuestions(db: Db, user: AuthUser, assessmentId: number): Promise<AssessmentQuestions> {
  const sitting =
    assessmentId === 0
      ? await openSittingForStep(db, user.id, user.stepId)
      : await ownSitting(db, user.id, assessmentId);
  const scores = sitting ? await sittingScores(db, sitting.id) : new Map<number, number>();
  return {
    assessmentId: sitting?.id ?? 0,
    assessmentTypeId: (sitting?.typeId ?? assessmentTypeForStep(user.stepId)) as 1 | 2 | 3,
    areas: assessmentAreas().map((area) => {
      const { name, color } = areaById(area.areaId);
      return {
        areaId: area.areaId,
        name,
        color,
        questions: area.questions.map((question) => ({ ...question, score: scores.get(question.id) ?? 0 })),
      };
    }),
  };
}
