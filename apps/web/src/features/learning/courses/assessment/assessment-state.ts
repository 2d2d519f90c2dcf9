import { COURSE_QUESTION_TYPE, type CourseAssessmentQuestions, type SaveCourseAssessmentRequest } from '@oola/domain';

export type CourseQuestion = CourseAssessmentQuestions['questions'][number];
export type SubQuestion = CourseQuestion['subQuestions'][number];

/** A question with sub-questions asks a number for each; type 2 is multiple choice; any other is single choice. */
export type QuestionKind = 'single' | 'multiple' | 'numbers';

export function kindOf(question: CourseQuestion): QuestionKind {
  if (question.subQuestions.length > 0) return 'numbers';
  return question.questionTypeId === COURSE_QUESTION_TYPE.multiple ? 'multiple' : 'single';
}

/** A sub-question's number as typed: '' while its input is empty. */
export type TypedNumber = number | '';

export interface CourseAssessmentState {
  /** The question shown (0-based). */
  index: number;
  /** Option ids chosen, by question id. */
  choices: Record<number, number[]>;
  /** Numbers typed, by sub-question id. */
  numbers: Record<number, TypedNumber>;
}

export type CourseAssessmentAction =
  | { type: 'choose'; question: CourseQuestion; optionId: number }
  | { type: 'type'; subQuestion: SubQuestion; value: number | string }
  | { type: 'go'; index: number };

export const initialCourseAssessmentState: CourseAssessmentState = { index: 0, choices: {}, numbers: {} };

/**
 * A number as the member types it, kept within the sub-question's range: above the maximum it is the
 * maximum at once (more digits would only make it larger); below the minimum it stays while they type,
 * and the input brings it up to the minimum when it loses the focus.
 */
export function clampTyped(value: number | string, { max }: Pick<SubQuestion, 'max'>): TypedNumber {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isFinite(number)) return '';
  return Math.min(Math.trunc(number), max);
}

/** A sub-question is answered by a number within its range, above 0 (the spec's rule). */
export function numberAnswered(value: TypedNumber | undefined, { min, max }: Pick<SubQuestion, 'min' | 'max'>) {
  return typeof value === 'number' && value > 0 && value >= min && value <= max;
}

/** NEXT (or COMPLETE) needs a choice, or every sub-question answered. */
export function isAnswered(question: CourseQuestion, state: CourseAssessmentState): boolean {
  if (kindOf(question) === 'numbers')
    return question.subQuestions.every((sub) => numberAnswered(state.numbers[sub.id], sub));
  return (state.choices[question.id]?.length ?? 0) > 0;
}

function choose(state: CourseAssessmentState, question: CourseQuestion, optionId: number): CourseAssessmentState {
  const chosen = state.choices[question.id] ?? [];
  const next =
    kindOf(question) !== 'multiple'
      ? [optionId]
      : chosen.includes(optionId)
        ? chosen.filter((id) => id !== optionId)
        : [...chosen, optionId];
  return { ...state, choices: { ...state.choices, [question.id]: next } };
}

/** Choosing (a multiple-choice option toggles), typing a number, and moving between questions. */
export function courseAssessmentReducer(
  state: CourseAssessmentState,
  action: CourseAssessmentAction,
): CourseAssessmentState {
  if (action.type === 'choose') return choose(state, action.question, action.optionId);
  if (action.type === 'type') {
    const value = clampTyped(action.value, action.subQuestion);
    return { ...state, numbers: { ...state.numbers, [action.subQuestion.id]: value } };
  }
  return { ...state, index: action.index };
}

/** What SaveAssessment receives: a detail per chosen option; a numbers question, one with its Subquestions. */
export function detailsOf(
  questions: CourseQuestion[],
  state: CourseAssessmentState,
): SaveCourseAssessmentRequest['details'] {
  return questions.flatMap((question): SaveCourseAssessmentRequest['details'] => {
    if (kindOf(question) === 'numbers') {
      const subquestions = question.subQuestions.map((sub) => ({
        questionId: sub.id,
        optionValue: Number(state.numbers[sub.id]),
      }));
      return [{ questionId: question.id, subquestions }];
    }
    return (state.choices[question.id] ?? []).map((optionId) => ({ questionId: question.id, optionId }));
  });
}
