import { describe, expect, it } from 'vitest';
import type { UserGoal } from '@oola/domain';
import { SUB_STEP, stepTwoStart } from './step-two-state';
import { parseTypedDate } from './goal-date';

const goal = (index: number, sevenGoalOrder: number | null = null): UserGoal => ({
  goalId: index + 1,
  areaId: Math.floor(index / 3) + 1,
  text: `Goal ${index}`,
  completedByDate: '2099-01-01',
  sevenGoalOrder,
  selectedOne: false,
  recomendationIndex: index % 3,
  status: 'pending',
});
const goals = (count: number, order: (index: number) => number | null = () => null) =>
  Array.from({ length: count }, (_, index) => goal(index, order(index)));

describe('stepTwoStart (Step 2 on load)', () => {
  it('starts with the video before any goal', () => {
    expect(stepTwoStart([], -1)).toEqual({ subStep: SUB_STEP.video, area: 0 });
  });
  it('resumes establish goals at the first area short of 3 goals', () => {
    expect(stepTwoStart(goals(9), 3)).toEqual({ subStep: SUB_STEP.establish, area: 3 });
  });
  it('goes to the top 7 video with 21 goals, to arrange with 7 picked, to the One video with 7 ordered', () => {
    expect(stepTwoStart(goals(21), 0).subStep).toBe(SUB_STEP.topSevenVideo);
    expect(
      stepTwoStart(
        goals(21, (i) => (i < 7 ? 0 : null)),
        0,
      ).subStep,
    ).toBe(SUB_STEP.arrange);
    expect(
      stepTwoStart(
        goals(21, (i) => (i < 7 ? i + 1 : null)),
        0,
      ).subStep,
    ).toBe(SUB_STEP.oneGoalVideo);
  });
});

describe('parseTypedDate', () => {
  it('reads mm/dd/yyyy and the display form, and refuses impossible dates', () => {
    expect(parseTypedDate('01/05/2030')?.getDate()).toBe(5);
    expect(parseTypedDate('January 05, 2030')?.getMonth()).toBe(0);
    expect(parseTypedDate('02/31/2030')).toBeNull();
    expect(parseTypedDate('soon')).toBeNull();
  });
});
