export interface AssessmentState {
  /** The question shown (0-based). */
  index: number;
  /** The furthest question reached: the tabs up to it can be opened. */
  reached: number;
  /** Option id chosen per question id. */
  answers: Record<number, number>;
  /** A choice is about to move on to the next question: further clicks wait. */
  advancing: boolean;
}

export type AssessmentAction =
  { type: 'choose'; questionId: number; optionId: number; advance: boolean } | { type: 'go'; index: number };

export const initialAssessmentState: AssessmentState = { index: 0, reached: 0, answers: {}, advancing: false };

/** One question at a time: a choice may move on by itself; going to a question marks it reached. */
export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  if (action.type === 'choose') {
    if (state.advancing) return state;
    return { ...state, answers: { ...state.answers, [action.questionId]: action.optionId }, advancing: action.advance };
  }
  return { ...state, index: action.index, reached: Math.max(state.reached, action.index), advancing: false };
}

const DESTINATIONS: Record<number, string> = { 1: '/phase2welcome', 2: '/phase3welcome' };

/** Where a finished assessment leads: the welcome of the track it started, else the dashboard. */
export const destinationAfter = (assessmentType: number) => DESTINATIONS[assessmentType] ?? '/Dashboard';
