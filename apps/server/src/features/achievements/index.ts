/** What other features use from achievements. */
export { awardAchievements } from './member-service.js';
export { seedDemoCoachAchievements } from './coach-seed.js';
export { awardProcessor } from './award-processor.js';
