import type { FindCoachQuestion } from '@oola/domain';

/** questionId → chosen optionId. */
export type Answers = Record<number, number>;

/** The member's saved answers, as the questionnaire marks them selected. */
export function savedAnswers(questions: FindCoachQuestion[]): Answers {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const selected = question.options.find((option) => option.selected);
      return selected ? [[question.id, selected.id]] : [];
    }),
  );
}

/** NEXT (and SAVE on the last question) is enabled once the current question has an answer. */
export function canGoNext(questions: FindCoachQuestion[], index: number, answers: Answers): boolean {
  const question = questions[index];
  return question !== undefined && answers[question.id] !== undefined;
}

/** The answers to send, or null when a question has none ('Please answer all the questions'). */
export function completeDetails(
  questions: FindCoachQuestion[],
  answers: Answers,
): { questionId: number; optionId: number }[] | null {
  const details = questions.flatMap((question) =>
    answers[question.id] === undefined ? [] : [{ questionId: question.id, optionId: answers[question.id]! }],
  );
  return questions.length > 0 && details.length === questions.length ? details : null;
}
