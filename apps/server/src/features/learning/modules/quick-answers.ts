import { sql } from 'drizzle-orm';
import { ELEARNING_MESSAGES, type SaveModuleAnswersRequest } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { moduleAnswers } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { badRequest } from '../../../core/app-error.js';
import { openAnyModule } from './open-any-module.js';
import { questionIndex } from './question-ids.js';

type Answers = SaveModuleAnswersRequest['assesmentDetails'];

/**
 * POST ELearning/SaveCustomizeModuleAssessment: one answer to every quick question of the module,
 * each option one of its question's; anything else is a 400 and nothing is written.
 */
export async function saveModuleAnswers(
  db: Db,
  user: AuthUser,
  moduleId: number,
  answers: Answers,
  now: Date,
): Promise<void> {
  const module = await openAnyModule(db, user, moduleId, now);
  const questions = module.content.questions;
  const chosen = new Map<number, number>();
  for (const answer of answers) {
    const index = questionIndex(module.id, answer.questionId, questions.length);
    if (index === null || chosen.has(index)) throw badRequest('An answer is for a question this module does not ask.');
    if (answer.optionId > questions[index]!.options.length)
      throw badRequest('An answer is not an option of its question.');
    chosen.set(index, answer.optionId - 1);
  }
  if (chosen.size !== questions.length) throw badRequest(ELEARNING_MESSAGES.answerAll);
  await db.transaction(async (tx) => {
    for (const [index, optionIndex] of chosen) {
      await tx
        .insert(moduleAnswers)
        .values({ userId: user.id, moduleKey: module.content.key, questionKey: questions[index]!.key, optionIndex })
        .onConflictDoUpdate({
          target: [moduleAnswers.userId, moduleAnswers.moduleKey, moduleAnswers.questionKey],
          set: { optionIndex, answeredAt: sql`now()` },
        });
    }
  });
}
