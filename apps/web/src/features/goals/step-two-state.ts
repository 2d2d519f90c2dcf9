import { GOALS, type UserGoal } from '@oola/domain';

/** Step 2 sub-steps (CurrentStep2). */
export const SUB_STEP = {
  video: 0,
  establish: 1,
  topSevenVideo: 2,
  pickSeven: 3,
  arrange: 4,
  oneGoalVideo: 5,
  selectOne: 6,
  finish: 7,
} as const;

export interface StepTwoStart {
  subStep: number;
  /** Zero-based area being worked. */
  area: number;
}

/**
 * Where Step 2 resumes on load: 21 goals with 7 picked → arrange; 7 ordered →
 * the One goal video; 21 goals → the top 7 video; fewer → establish goals at
 * the first area short of 3 (the video first when nothing was saved yet).
 */
export function stepTwoStart(goals: UserGoal[], currentAreaId: number): StepTwoStart {
  const picked = goals.filter((goal) => goal.sevenGoalOrder === 0).length;
  const ordered = goals.filter((goal) => (goal.sevenGoalOrder ?? 0) > 0).length;
  const all = goals.length >= GOALS.total;
  if (all && picked === GOALS.topSeven) return { subStep: SUB_STEP.arrange, area: 0 };
  if (ordered === GOALS.topSeven) return { subStep: SUB_STEP.oneGoalVideo, area: 0 };
  if (all) return { subStep: SUB_STEP.topSevenVideo, area: 0 };
  if (currentAreaId === -1) return { subStep: SUB_STEP.video, area: 0 };
  return { subStep: SUB_STEP.establish, area: Math.min(currentAreaId, 6) };
}
