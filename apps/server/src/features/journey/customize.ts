import { sql } from 'drizzle-orm';
import { STEP, customizeQuestionsSchema, type CustomizeQuestion, type SaveCustomizeQuestions } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { customizeAnswers } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest } from '../../core/app-error.js';
import { loadContent } from '../../content/load-content.js';
import { inTransaction, type Publisher } from '../../events/index.js';
import { setStep } from '../../identity/users.js';

export function customizeQuestions(): CustomizeQuestion[] {
  return loadContent('customize-questions', customizeQuestionsSchema);
}

/** 400 unless every customize question has exactly one of its own options. */
function assertAllAnswered(body: SaveCustomizeQuestions): void {
  const questions = customizeQuestions();
  const answers = new Map(body.customizeQuestions.map((answer) => [answer.questionId, answer.optionId]));
  const allValid =
    answers.size === body.customizeQuestions.length &&
    answers.size === questions.length &&
    questions.every((question) =>
      question.options.some((option) => option.optionId === answers.get(question.questionId)),
    );
  if (!allValid) throw badRequest('Choose one option for each of the questions.');
}

/**
 * POST CustomizeAssessment/SaveCustomizeQuestions: stores the answers (a later
 * save replaces them) and moves a member at step 0 to Step 1.
 */
export async function saveCustomizeAnswers(
  db: Db,
  events: Publisher,
  user: AuthUser,
  body: SaveCustomizeQuestions,
): Promise<{ userStepId: number }> {
  assertAllAnswered(body);
  return inTransaction(db, events, async (tx, events) => {
    await tx
      .insert(customizeAnswers)
      .values(body.customizeQuestions.map((answer) => ({ userId: user.id, ...answer })))
      .onConflictDoUpdate({
        target: [customizeAnswers.userId, customizeAnswers.questionId],
        set: { optionId: sql`excluded.option_id`, answeredAt: new Date() },
      });
    if (user.stepId !== STEP.start) return { userStepId: user.stepId };
    await setStep(tx, user.id, STEP.assessment);
    events.publish('journey.stepChanged', { userId: user.id });
    return { userStepId: STEP.assessment };
  });
}
