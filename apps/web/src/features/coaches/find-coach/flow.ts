/**
 * The find-coach modal's 'way': 0 choose a method, 1 by name, 2 by assessment (questions, then the
 * top picks), 3 confirm and select, 4 a coach's profile, -1 closed.
 */
export type Way = -1 | 0 | 1 | 2 | 3 | 4;

export interface FlowState {
  way: Way;
  /** The coach shown in ways 3 and 4. */
  coachId: number | null;
  /** Where way 4 came from, so BACK returns to the search results or the picks. */
  from: 1 | 2 | null;
  /** Way 2 shows the picks once the answers are saved. */
  picks: boolean;
}

export type FlowAction =
  | { type: 'start'; coachId: number | null }
  | { type: 'choose'; way: 1 | 2 }
  | { type: 'openCoach'; coachId: number }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'saved' }
  | { type: 'selected' }
  | { type: 'close' };

/** A member with a coach starts on their coach's profile; others choose a method. */
export function initialFlow(coachId: number | null): FlowState {
  return coachId ? { way: 4, coachId, from: null, picks: false } : { way: 0, coachId: null, from: null, picks: false };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'start':
      return initialFlow(action.coachId);
    case 'choose':
      return { ...state, way: action.way, picks: false };
    case 'openCoach':
      return { ...state, way: 4, coachId: action.coachId, from: state.way === 1 || state.way === 2 ? state.way : null };
    case 'confirm':
      return state.coachId ? { ...state, way: 3 } : state;
    case 'saved':
      return { ...state, picks: true };
    case 'selected':
      return { ...state, way: 4, from: null };
    case 'close':
      return { ...state, way: -1 };
    case 'back':
      if (state.way === 3) return { ...state, way: 4 };
      if (state.way === 4) return state.from ? { ...state, way: state.from } : state;
      if (state.way === 2 && state.picks) return { ...state, picks: false };
      return { ...state, way: 0 };
  }
}
