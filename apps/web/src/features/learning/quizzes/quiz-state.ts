import { ELEARNING, QUIZ_MESSAGES, type QuizQuestions } from '@oola/domain';

export const QUIZ_TEXT = {
  loadFailed: 'Sorry we had an error at obtaining the quiz, please try to reload the page',
  saveFailed: 'Sorry, we had an error, please try again.',
  answerAll: QUIZ_MESSAGES.answerAll,
} as const;

/** The spec's 1-2 s transitions: the result shows after the answers are scored; a retry starts over. */
export const QUIZ_DELAYS = { resultMs: 1500, retryMs: 1000 } as const;

type Question = QuizQuestions['questions'][number];

export interface QuizState {
  /** The question shown (0-based). */
  index: number;
  /** The furthest question reached: the slider goes back to any question up to it. */
  reached: number;
  /** Option id chosen per question id. */
  answers: Record<number, number>;
}

export type QuizAction =
  | { type: 'choose'; questionId: number; optionId: number }
  /** To the question after the one shown (questionId), once that one is answered. */
  | { type: 'next'; questionId: number }
  /** Back to a question already reached (PREVIOUS, the slider). */
  | { type: 'go'; index: number }
  | { type: 'restart' };

export const initialQuizState: QuizState = { index: 0, reached: 0, answers: {} };

/** One question at a time: forward only from an answered question, back to any question reached. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'restart':
      return initialQuizState;
    case 'choose':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.optionId } };
    case 'next': {
      if (state.answers[action.questionId] === undefined) return state;
      const index = state.index + 1;
      return { ...state, index, reached: Math.max(state.reached, index) };
    }
    case 'go':
      return { ...state, index: Math.max(0, Math.min(action.index, state.reached)) };
  }
}

/** NEXT waits until the question shown is answered. */
export const canGoNext = (state: QuizState, questions: readonly Question[]) =>
  state.answers[questions[state.index]?.id ?? -1] !== undefined;

/** The progress slider shows while the question index is under 14. */
export const showsProgressSlider = (index: number) => index < ELEARNING.quizProgressUnderIndex;

/** Every question's answer in the order of the quiz, or null while any is missing. */
export function quizAnswers(state: QuizState, questions: readonly Question[]) {
  const answers = questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: state.answers[question.id],
  }));
  return answers.every((answer) => answer.selectedOptionId !== undefined)
    ? (answers as { questionId: number; selectedOptionId: number }[])
    : null;
}
