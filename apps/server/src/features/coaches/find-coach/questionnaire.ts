import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AREA_IDS, FIND_COACH_MESSAGES, type FindCoachQuestion, type SaveCoachMatchRequest } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';
import type { Db } from '../../../db/client.js';
import { coachMatchAnswers } from '../../../db/schema/index.js';
import { AppError } from '../../../core/app-error.js';

const text = z.string().trim().min(1).max(120);

const optionSchema = z.object({
  id: z.number().int().positive(),
  text,
  /** Life areas the option points to; each gets the question's weight. */
  areas: z
    .array(
      z
        .number()
        .int()
        .refine((id) => AREA_IDS.includes(id), 'a life area id, 1-7'),
    )
    .default([]),
  /** Points for a coach the member can book right away. */
  bookingBonus: z.number().int().min(0).max(5).default(0),
  /** The most the member wants to pay per session (US dollars); absent = no limit. */
  maxSessionRate: z.number().int().positive().nullable().default(null),
});

const questionSchema = z.object({
  id: z.number().int().positive(),
  text,
  weight: z.number().int().min(0).max(5).default(0),
  options: z.array(optionSchema).min(2).max(8),
});

/** content/coach-matching.yaml: 5 to 7 questions, every question and option id used once. */
export const coachMatchingSchema = z
  .object({ questions: z.array(questionSchema).min(5).max(7) })
  .superRefine(({ questions }, ctx) => {
    const questionIds = questions.map((question) => question.id);
    const optionIds = questions.flatMap((question) => question.options.map((option) => option.id));
    if (new Set(questionIds).size !== questionIds.length)
      ctx.addIssue({ code: 'custom', message: 'a question id twice' });
    if (new Set(optionIds).size !== optionIds.length) ctx.addIssue({ code: 'custom', message: 'an option id twice' });
  });

export type MatchQuestion = z.infer<typeof questionSchema>;
export type MatchOption = z.infer<typeof optionSchema>;

export function matchingQuestions(): MatchQuestion[] {
  return loadContent('coach-matching', coachMatchingSchema).questions;
}

/** The member's saved answers as questionId → optionId. */
export async function savedAnswers(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ questionId: coachMatchAnswers.questionId, optionId: coachMatchAnswers.optionId })
    .from(coachMatchAnswers)
    .where(eq(coachMatchAnswers.userId, userId));
  return new Map(rows.map((row) => [row.questionId, row.optionId]));
}

/** GET FindCoach/GetAssessmentQuestions: the questionnaire, the member's saved answers selected. */
export async function assessmentQuestions(db: Db, userId: number): Promise<FindCoachQuestion[]> {
  const saved = await savedAnswers(db, userId);
  return matchingQuestions().map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map((option) => ({
      id: option.id,
      text: option.text,
      selected: saved.get(question.id) === option.id,
    })),
  }));
}

/**
 * The option the member chose for each question, in questionnaire order; null unless every
 * question has a saved answer that is still one of its options.
 */
export function chosenOptions(answers: Map<number, number>): { question: MatchQuestion; option: MatchOption }[] | null {
  const chosen = matchingQuestions().map((question) => {
    const option = question.options.find((candidate) => candidate.id === answers.get(question.id));
    return option ? { question, option } : null;
  });
  return chosen.every((entry) => entry !== null) ? chosen : null;
}

const invalid = (message: string) => new AppError('badRequest', message, { errors: [{ path: 'details', message }] });

/**
 * POST FindCoach/SaveAssessment: one answer to every question, each an option of that question
 * (400 otherwise, nothing written). The new answers replace the old ones.
 */
export async function saveAnswers(
  db: Db,
  userId: number,
  details: SaveCoachMatchRequest['details'],
  now: Date,
): Promise<void> {
  const questions = matchingQuestions();
  const answers = new Map<number, number>();
  for (const { questionId, optionId } of details) {
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question) throw invalid('An answer is for a question this questionnaire does not ask.');
    if (answers.has(questionId)) throw invalid('Each question takes one answer.');
    if (!question.options.some((option) => option.id === optionId)) {
      throw invalid('An answer is not an option of its question.');
    }
    answers.set(questionId, optionId);
  }
  if (answers.size !== questions.length) throw invalid(FIND_COACH_MESSAGES.answerAll);
  await db
    .insert(coachMatchAnswers)
    .values([...answers].map(([questionId, optionId]) => ({ userId, questionId, optionId, answeredAt: now })))
    .onConflictDoUpdate({
      target: [coachMatchAnswers.userId, coachMatchAnswers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`excluded.answered_at` },
    });
}
