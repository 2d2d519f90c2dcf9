/** What other features use from goals. */
export { goalKeys, useAddGoal, useDeleteGoal, useUpdateGoal } from './api';
export { formatGoalDate, today } from './goal-date';
export { type GoalDraft, GoalFields } from './goal-fields';
export { PencilIcon, TrashIcon } from './icons';
export { GoalReview, StepTwo } from './lazy';
