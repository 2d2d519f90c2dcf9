import { FIND_COACH_MESSAGES, PAYMENT_MESSAGES, SUBSCRIBER_ONLY_MESSAGES, USER_TYPE } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, type Verdict } from './ability.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

const OWN_ACCOUNT_ONLY = 'You can only see or change your own account.';
const OWN_MEETINGS_ONLY = 'You can only see your own meetings.';

export const isSubscriber = (actor: Actor): boolean => actor.userTypeId !== USER_TYPE.nonSubscriber;

/** A user id in the request must be the caller's own: 403 for anyone else's (user ids are not secret). */
export const ownAccount = (actor: Actor, userId: number): Verdict =>
  actor.id === userId ? ALLOWED : forbid(OWN_ACCOUNT_ONLY);

/** The member themself or their current coach (coachId: the member's current coach, loaded). */
export const memberOrTheirCoach = (
  actor: Pick<Actor, 'id'>,
  member: { memberId: number; coachId: number | null },
): Verdict =>
  actor.id === member.memberId || (member.coachId !== null && actor.id === member.coachId)
    ? ALLOWED
    : forbid(OWN_MEETINGS_ONLY);

/** A section the subscription unlocks: a non-subscriber gets its upgrade message. */
const subscriberSection =
  (message: string) =>
  (actor: Actor): Verdict =>
    isSubscriber(actor) ? ALLOWED : forbid(message);

export const memberAbilities = {
  /** Anyone signed in, subscriber or not, on their own session: profile, settings, notifications... */
  useAccount: signedInAbility('member.useAccount'),
  /** The goals and the dashboard's top seven. */
  useGoals: signedInAbility('member.useGoals', subscriberSection(SUBSCRIBER_ONLY_MESSAGES.goals)),
  /** The weekly to-do list. */
  useToDo: signedInAbility('member.useToDo', subscriberSection(SUBSCRIBER_ONLY_MESSAGES.toDo)),
  /** The programme: Breakthrough, tracks, modules, the review steps. */
  useLearning: signedInAbility('member.useLearning', subscriberSection(SUBSCRIBER_ONLY_MESSAGES.elearning)),
  /** Find a coach and see one's own. */
  findCoach: signedInAbility('member.findCoach', subscriberSection(FIND_COACH_MESSAGES.subscriberOnly)),
  /** Choose a coach and buy coaching sessions. */
  buyCoaching: signedInAbility('member.buyCoaching', subscriberSection(PAYMENT_MESSAGES.subscribersOnly)),
} satisfies Record<string, RouteAbility>;
