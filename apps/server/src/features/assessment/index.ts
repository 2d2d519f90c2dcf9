/** What other features use from assessment. */
export { nextAreaIndex } from './questions-content.js';
export { areaSums, latestCombinedScore, listWheels } from './wheels.js';
