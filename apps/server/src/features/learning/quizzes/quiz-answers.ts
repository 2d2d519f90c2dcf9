import { QUIZ_MESSAGES, type SaveQuizResultsRequest } from '@oola/domain';
import type { Quiz } from '../content/quizzes.js';
import { badRequest } from '../../../core/app-error.js';
import { childIndex } from './quiz-ids.js';

export interface MarkedAnswer {
  questionKey: string;
  optionIndex: number;
  correct: boolean;
}

/**
 * Checks an attempt (every question answered once, each with an option of its own question: a
 * 400 otherwise) and marks each answer, in the quiz's order.
 */
export function markAnswers(quizId: number, quiz: Quiz, answers: SaveQuizResultsRequest['answers']): MarkedAnswer[] {
  const chosen = new Map<number, number>();
  for (const answer of answers) {
    const index = childIndex(quizId, answer.questionId, quiz.questions.length);
    if (index === null) throw badRequest('An answer is for a question this quiz does not ask.');
    if (chosen.has(index)) throw badRequest('Each question takes one answer.');
    const optionIndex = childIndex(answer.questionId, answer.selectedOptionId, quiz.questions[index]!.options.length);
    if (optionIndex === null) throw badRequest('An answer is not an option of its question.');
    chosen.set(index, optionIndex);
  }
  return quiz.questions.map((question, index) => {
    const optionIndex = chosen.get(index);
    if (optionIndex === undefined) throw badRequest(QUIZ_MESSAGES.answerAll);
    return { questionKey: question.key, optionIndex, correct: question.options[optionIndex]!.correct };
  });
}

/** Percent of answers right, rounded. */
export const scoreOf = (marked: MarkedAnswer[]) =>
  Math.round((100 * marked.filter((answer) => answer.correct).length) / marked.length);
