import type { ModuleDetail } from '@oola/domain';

export interface NextStep {
  call: 'SetMidYearReviewStep' | 'SetYearInReviewStep';
  to: string;
}

/** 5: the module leads into the mid-year review; 6: into the next level. */
const NEXT_STEPS: Record<number, NextStep> = {
  5: { call: 'SetMidYearReviewStep', to: '/MidYearReviewWelcome' },
  6: { call: 'SetYearInReviewStep', to: '/steps' },
};

/** Where completing this module leads beyond the dashboard: only the first time. */
export function nextStepOf(detail: ModuleDetail): NextStep | null {
  if (detail.isCompleted || detail.nextStepId === null) return null;
  return NEXT_STEPS[detail.nextStepId] ?? null;
}
