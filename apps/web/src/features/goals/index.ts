/** What other features use from goals. */
export { formatGoalDate } from './goal-date';
export { PencilIcon, TrashIcon } from './icons';
export { GoalReview, StepTwo } from './lazy';
export { goalsByStatusQuery } from './my-goals/api';
export { MyGoals } from './my-goals/my-goals';
