/**
 * The people of server tests: every test builds its members, coaches, pairs, cards and staff here
 * (docs/decisions/069-test-factories.md).
 */
export type { Identity } from '../test-app.js';
export { newMember, newNonSubscriber, newStaff, type MemberOptions } from './members.js';
export {
  ALL_WEEK,
  listCoach,
  newActiveCoach,
  newInactiveCoach,
  setHours,
  type CoachOptions,
  type WeeklyRange,
} from './coaches.js';
export { giveCredits, joinCoach, newClient, newPair, type Pair, type PairOptions } from './pairs.js';
export { DECLINED_CARD, DECLINES_ON_CHARGE_CARD, GOOD_CARD, addCard, newMemberWithCard } from './cards.js';
export { newMemberWithEverything, type MemberWithEverything } from './member-with-everything.js';
