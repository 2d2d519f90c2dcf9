import { and, eq, sql } from 'drizzle-orm';
import {
  ASSESSMENT,
  STEP,
  assessmentTypeForStep,
  type ScorePartialSave,
  type ScorePartialSaveResult,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest, conflict, notFound } from '../../core/app-error.js';
import { assessmentAreas, nextAreaIndex } from './questions-content.js';
import { openSitting, type SittingRow } from './sittings.js';
import { inTransaction, type Publisher } from '../../events/index.js';
import { setStep } from '../../identity/users.js';

/** Steps with an assessment to take, and the step a completed sitting moves the member to. */
const STEP_AFTER_ASSESSMENT: Record<number, number> = {
  [STEP.assessment]: STEP.goals,
  [STEP.midYearReview]: STEP.dashboard,
  [STEP.levelTwoStepOne]: STEP.levelTwoStepTwo,
};

/** 400 unless the scores are exactly the 10 questions of one area. */
function assertOneWholeArea(body: ScorePartialSave): void {
  const ids = new Set(body.scores.map((score) => score.questionId));
  const area = assessmentAreas().find((candidate) => candidate.questions.some((q) => ids.has(q.id)));
  const complete =
    area !== undefined && ids.size === ASSESSMENT.questionsPerArea && area.questions.every((q) => ids.has(q.id));
  if (!complete) throw badRequest(`Send the ${ASSESSMENT.questionsPerArea} scores of exactly one area, once each.`);
}

async function sittingToSave(db: Db, user: AuthUser, body: ScorePartialSave, typeId: number): Promise<SittingRow> {
  if (body.assessmentId === 0) {
    const open = await openSitting(db, user.id);
    if (open && open.typeId !== typeId) throw conflict('You have an unfinished assessment of another kind.');
    if (open) return open;
    const [created] = await db.insert(assessments).values({ userId: user.id, typeId }).returning();
    return created!;
  }
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, body.assessmentId), eq(assessments.userId, user.id)));
  if (!row) throw notFound('Assessment not found.');
  if (row.completedAt) throw conflict('This assessment is already complete; its scores cannot change.');
  if (row.typeId !== typeId) throw conflict('This assessment does not match your current step.');
  return row;
}

/**
 * POST Scores/ScorePartialSave: stores the scores of one area in the member's
 * open sitting (creating it when assessmentId is 0). When all 70 are stored the
 * sitting is completed and the member moves on: step 1 → 2, 5 → 4, 6 → 7.
 */
export async function scorePartialSave(
  db: Db,
  events: Publisher,
  user: AuthUser,
  body: ScorePartialSave,
): Promise<ScorePartialSaveResult> {
  assertOneWholeArea(body);
  if (STEP_AFTER_ASSESSMENT[user.stepId] === undefined) {
    throw conflict('There is no assessment to take at your current step.');
  }
  const typeId = assessmentTypeForStep(user.stepId);
  if (body.assessmentTypeId !== typeId) {
    throw conflict(`This step takes assessment type ${typeId}, not ${body.assessmentTypeId}.`);
  }

  return inTransaction(db, events, async (tx, events) => {
    const sitting = await sittingToSave(tx as unknown as Db, user, body, typeId);
    await tx
      .insert(assessmentScores)
      .values(body.scores.map((score) => ({ assessmentId: sitting.id, ...score })))
      .onConflictDoUpdate({
        target: [assessmentScores.assessmentId, assessmentScores.questionId],
        set: { score: sql`excluded.score` },
      });
    const answered = await tx
      .select({ questionId: assessmentScores.questionId })
      .from(assessmentScores)
      .where(eq(assessmentScores.assessmentId, sitting.id));
    const areaId = nextAreaIndex(new Set(answered.map((row) => row.questionId)));
    const completed = areaId === ASSESSMENT.areas;
    let userStepId = user.stepId;
    if (completed) {
      userStepId = STEP_AFTER_ASSESSMENT[user.stepId]!;
      await tx.update(assessments).set({ completedAt: new Date() }).where(eq(assessments.id, sitting.id));
      await setStep(tx, user.id, userStepId);
      events.publish('assessment.completed', { userId: user.id });
      events.publish('journey.stepChanged', { userId: user.id });
    }
    return { assessmentId: sitting.id, areaId, completed, userStepId };
  });
}
