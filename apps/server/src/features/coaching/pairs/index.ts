/** What the rest of coaching uses from pairs (../index.ts passes on what other features use). */
export {
  activePairFor,
  type CoachPair,
  currentCoachId,
  endPair,
  hasCurrentClient,
  openPair,
  pairFor,
} from './pairs.js';
export { fullName, pairPeople, type PairPeople, type PairPerson } from './people.js';
