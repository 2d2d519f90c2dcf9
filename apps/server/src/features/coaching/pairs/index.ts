/** What other features use from coach-pairs. */
export { activePairFor, type CoachPair, currentCoachId, endPair, openPair, pairFor } from './pairs.js';
