import { eq } from 'drizzle-orm';
import { COACH_PROFILE_MESSAGES, type CoachAssessment } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachAssessmentAnswers, coachProfiles } from '../../../db/schema/index.js';
import { badRequest } from '../../../core/app-error.js';
import { coachAssessmentContent, type CoachAssessmentContent } from './content.js';
import { ensureCoachRow } from './coach-row.js';

export interface AssessmentAnswer {
  questionId: number;
  optionId: number;
}

/** The most life areas a coach is listed with. */
const MAX_FOCUS_AREAS = 3;

/**
 * The coach's specialities from the answers: each answer adds its question's weight to each of its
 * option's areas; the (at most three) highest totals, ties in the order the answers first named them.
 */
export function focusAreasFor(content: CoachAssessmentContent, answers: AssessmentAnswer[]): number[] {
  const totals = new Map<number, number>();
  for (const question of content.questions) {
    const answer = answers.find((item) => item.questionId === question.id);
    const option = question.options.find((item) => item.id === answer?.optionId);
    for (const areaId of option?.areaIds ?? []) totals.set(areaId, (totals.get(areaId) ?? 0) + question.weight);
  }
  return [...totals.entries()]
    .map(([areaId, total], order) => ({ areaId, total, order }))
    .sort((a, b) => b.total - a.total || a.order - b.order)
    .slice(0, MAX_FOCUS_AREAS)
    .map((item) => item.areaId);
}

/** GET Coach/GetAssessmentQuestions: the questions with the coach's saved answers selected. */
export async function coachAssessment(db: Db, coachId: number): Promise<CoachAssessment> {
  const content = coachAssessmentContent();
  const saved = await db
    .select({ questionId: coachAssessmentAnswers.questionId, optionId: coachAssessmentAnswers.optionId })
    .from(coachAssessmentAnswers)
    .where(eq(coachAssessmentAnswers.coachId, coachId));
  const chosen = new Map(saved.map((answer) => [answer.questionId, answer.optionId]));
  return {
    title: content.title,
    intro: content.intro,
    questions: content.questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        selected: chosen.get(question.id) === option.id,
      })),
    })),
  };
}

/**
 * POST Coach/SaveAssessment: every question answered with one of its options (400 otherwise,
 * nothing written). Stores the answers, sets the coach's specialities and closes the welcome modal.
 */
export async function saveCoachAssessment(
  db: Db,
  coachId: number,
  answers: AssessmentAnswer[],
  at: Date,
): Promise<{ message: string; focusAreaIds: number[] }> {
  const content = coachAssessmentContent();
  const known = new Set(content.questions.map((question) => question.id));
  if (answers.some((answer) => !known.has(answer.questionId))) {
    throw badRequest('This question is not part of the coaching assessment.');
  }
  for (const question of content.questions) {
    const answer = answers.find((item) => item.questionId === question.id);
    if (!answer) throw badRequest(COACH_PROFILE_MESSAGES.answerAll);
    if (!question.options.some((option) => option.id === answer.optionId)) {
      throw badRequest(`This answer is not one of the options of question ${question.id}.`);
    }
  }
  const focusAreaIds = focusAreasFor(content, answers);
  await db.transaction(async (tx) => {
    await ensureCoachRow(tx, coachId);
    await tx.delete(coachAssessmentAnswers).where(eq(coachAssessmentAnswers.coachId, coachId));
    await tx.insert(coachAssessmentAnswers).values(answers.map((answer) => ({ coachId, ...answer, answeredAt: at })));
    await tx
      .update(coachProfiles)
      .set({ focusAreaIds, displayCoachingModal: false, updatedAt: at })
      .where(eq(coachProfiles.userId, coachId));
  });
  return { message: COACH_PROFILE_MESSAGES.assessmentSaved, focusAreaIds };
}
