/** What other features use from assessment. */
export { stepAssessmentProgress } from './step-progress.js';
export { areaSums, latestCombinedScore, listWheels } from './wheels.js';
