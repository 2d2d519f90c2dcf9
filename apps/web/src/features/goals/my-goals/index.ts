/** What other features use from dashboard-goals. */
export { goalsByStatusQuery } from './api';
export { MyGoals } from './my-goals';
