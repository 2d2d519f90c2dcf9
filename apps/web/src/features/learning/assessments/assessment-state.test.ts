import { describe, expect, it } from 'vitest';
import { assessmentReducer, destinationAfter, initialAssessmentState } from './assessment-state';

describe('assessmentReducer', () => {
  it('keeps a choice and waits to move on; further choices are ignored meanwhile', () => {
    const chosen = assessmentReducer(initialAssessmentState, {
      type: 'choose',
      questionId: 101,
      optionId: 3,
      advance: true,
    });
    expect(chosen).toMatchObject({ answers: { 101: 3 }, advancing: true, index: 0 });
    expect(assessmentReducer(chosen, { type: 'choose', questionId: 101, optionId: 5, advance: true })).toBe(chosen);
  });

  it('going to a question ends the wait and marks the furthest question reached', () => {
    const state = { ...initialAssessmentState, advancing: true };
    const moved = assessmentReducer(state, { type: 'go', index: 1 });
    expect(moved).toMatchObject({ index: 1, reached: 1, advancing: false });
    expect(assessmentReducer(moved, { type: 'go', index: 0 })).toMatchObject({ index: 0, reached: 1 });
  });
});

describe('destinationAfter', () => {
  it('leads Assessment One to phase 2, the level 1 path to phase 3, the others to the dashboard', () => {
    expect([1, 2, 3, 4].map(destinationAfter)).toEqual([
      '/phase2welcome',
      '/phase3welcome',
      '/Dashboard',
      '/Dashboard',
    ]);
  });
});
