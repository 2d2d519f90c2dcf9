/** What other features use from achievements. */
export { completionDate } from './completion-date.js';
export { streaks } from './facts.js';
export { awardAchievements } from './service.js';
