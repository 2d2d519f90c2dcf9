/** What other features use from goals. */
export { type GoalRow, ownGoal, type Queryable, toDashboardGoal } from './goal-store.js';
