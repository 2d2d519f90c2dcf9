import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, goalEditorSchema, isGoalDateAllowed } from './goals.js';

const TODAY = '2026-03-11';

describe('the goal date rule', () => {
  it('allows today and later, refuses an earlier day', () => {
    expect(isGoalDateAllowed('2026-03-11', TODAY)).toBe(true);
    expect(isGoalDateAllowed('2027-01-01', TODAY)).toBe(true);
    expect(isGoalDateAllowed('2026-03-10', TODAY)).toBe(false);
  });

  it("keeps a goal's own saved date that has passed, but not another past day", () => {
    expect(isGoalDateAllowed('2026-01-05', TODAY, '2026-01-05')).toBe(true);
    expect(isGoalDateAllowed('2026-01-06', TODAY, '2026-01-05')).toBe(false);
  });
});

describe('goalEditorSchema', () => {
  const messages = (input: unknown, saved?: string) => {
    const result = goalEditorSchema(TODAY, saved).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("answers the spec's messages: write the goal, select a date, not before today", () => {
    expect(messages({ text: '   ', completedByDate: '2026-04-01' })).toEqual(['Write your goal']);
    expect(messages({ text: 'Run a 10K', completedByDate: null })).toEqual([GOAL_MESSAGES.selectDate]);
    expect(messages({ text: 'Run a 10K', completedByDate: '2026-03-10' })).toEqual([GOAL_MESSAGES.dateInPast]);
    expect(messages({ text: 'Run a 10K', completedByDate: '2026-03-10' }, '2026-03-10')).toEqual([]);
  });

  it('saves the text as the server stores it', () => {
    expect(goalEditorSchema(TODAY).parse({ text: '  Run  a 10K', completedByDate: '2026-03-11' })).toEqual({
      text: 'Run a 10K',
      completedByDate: '2026-03-11',
    });
  });
});
