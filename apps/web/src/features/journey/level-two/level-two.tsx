/** Level 2's stepper: two steps under REVIEW. REVISE. REAFFIRM. */
export const LEVEL_TWO_TITLE = 'REVIEW. REVISE. REAFFIRM.';
export const LEVEL_TWO_LABELS = ['Measure your life again', 'Review your goals'] as const;
