/** What other features use from find-coach. */
export { hasSkippedCoachSelection } from './selection-skip.js';
