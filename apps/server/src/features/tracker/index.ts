/** What other features use from action-tracker. */
export { saveTrackerRows } from './writes.js';
