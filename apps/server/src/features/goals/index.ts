/** What other features use from goals. */
export { countCompletedGoals } from './goal-store.js';
