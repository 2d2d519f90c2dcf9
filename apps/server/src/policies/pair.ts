import { MEETING_MESSAGES, PAYMENT_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, hide, type Verdict } from './ability.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

export const NOT_YOUR_PAIR = 'You can only open your own coaching room.';
export const PAIR_ENDED = 'This coaching relationship has ended.';

/** A coach and a member, as loaded: whether the member ever had that coach, and still has. */
export interface PairFacts {
  coachId: number;
  clientId: number;
  /** The member has had this coach (a row in coach_selections). */
  existed: boolean;
  /** The member's current coach is this coach. */
  active: boolean;
}

/**
 * Only the pair's coach and member see it, and only if the member has had that coach. A pair is named
 * by two user ids, so anyone else gets a 403 whatever exists.
 */
export const seePair = (actor: Pick<Actor, 'id'>, pair: PairFacts): Verdict =>
  (actor.id === pair.coachId || actor.id === pair.clientId) && pair.existed ? ALLOWED : forbid(NOT_YOUR_PAIR);

/** Writes (a note, a message, a meeting, a booking) need the pair to be current. */
export const writeToPair = (actor: Pick<Actor, 'id'>, pair: PairFacts): Verdict =>
  seePair(actor, pair) ?? (pair.active ? ALLOWED : forbid(PAIR_ENDED));

/** Only the pair's coach starts or completes a session, never on themself. */
export const runSession = (actor: Pick<Actor, 'id'>, pair: PairFacts): Verdict =>
  actor.id === pair.coachId && pair.coachId !== pair.clientId
    ? writeToPair(actor, pair)
    : forbid(MEETING_MESSAGES.onlyCoach);

/** Sessions are bought with the member's current coach only. */
export const buySessionsWith = (
  _actor: Pick<Actor, 'id'>,
  purchase: { coachId: number; currentCoachId: number | null },
): Verdict => (purchase.currentCoachId === purchase.coachId ? ALLOWED : forbid(PAYMENT_MESSAGES.notYourCoach));

export const pairAbilities = {
  /** The coaching room, its notes and chat, the schedule and meetings of a pair the caller is in (loaded). */
  usePair: signedInAbility('pair.usePair'),
} satisfies Record<string, RouteAbility>;

/** A meeting is named by its own code: anyone but the pair's coach and member gets a 404. */
export const seeMeeting = (actor: Pick<Actor, 'id'>, meeting: { coachId: number; clientId: number }): Verdict =>
  actor.id === meeting.coachId || actor.id === meeting.clientId ? ALLOWED : hide(MEETING_MESSAGES.notFound);
