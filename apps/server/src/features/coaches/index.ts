/** What other features use from coaches (its sub-folders' index.ts files serve each other). */
export { hasSkippedCoachSelection } from './find-coach/index.js';
