/**
 * Quiz questions are numbered from the quiz's id and options from their question's: question n
 * (0-based) of quiz q is q × 10 + n + 1 and its option k is that × 10 + k + 1. A quiz has at most
 * 8 questions of at most 4 options, so an option id names its question too.
 */
export const quizQuestionId = (quizId: number, index: number) => quizId * 10 + index + 1;
export const quizOptionId = (questionId: number, index: number) => questionId * 10 + index + 1;

/** The 0-based place of `id` among `count` children of `parentId`, or null when it is not one of them. */
export function childIndex(parentId: number, id: number, count: number): number | null {
  const index = id - parentId * 10 - 1;
  return index >= 0 && index < count ? index : null;
}
