/**
 * A course assessment's questions are numbered from the course id, their options and sub-questions
 * from the question's: question n (0-based) of course c is c × 100 + n + 1 (at most 20 questions),
 * its option or sub-question k is that × 10 + k + 1 (at most 8), so every id names its question.
 */
export const assessmentQuestionId = (courseId: number, index: number) => courseId * 100 + index + 1;
export const assessmentChoiceId = (questionId: number, index: number) => questionId * 10 + index + 1;

/** The 0-based question of a course's assessment an id names, or null. */
export function assessmentQuestionIndex(courseId: number, id: number, count: number): number | null {
  const index = id - assessmentQuestionId(courseId, 0);
  return index >= 0 && index < count ? index : null;
}

/** The 0-based option or sub-question of a question an id names, or null. */
export function assessmentChoiceIndex(questionId: number, id: number, count: number): number | null {
  const index = id - assessmentChoiceId(questionId, 0);
  return index >= 0 && index < count ? index : null;
}
