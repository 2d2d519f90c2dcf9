import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor.js';
import type { Verdict } from './ability.js';

/** Where a route carries the user id it acts for. */
export type UserIdSource = 'params' | 'body';

/**
 * What a route states in `config.ability`: who may call it. The route policy (route-policy.ts) checks it
 * before the handler: the token and the caller's own facts on request (a refused caller gets the answer
 * before the body is read or validated), the user id the request names once the input is valid.
 * Rules that need a row (a booking, a pair, a module's place) are the subject's pure functions in this
 * folder, applied by the service that loads the row.
 */
export interface RouteAbility {
  /** `subject.verb`, as listed in docs/decisions/066-policies.md. */
  readonly name: string;
  /** False only for public routes: no token is read. */
  readonly signedIn: boolean;
  /** The caller's own facts (subscriber, active coach, staff). */
  readonly actor?: (actor: Actor) => Verdict;
  /** The request names a user id that must be the caller's own. */
  readonly ownUserIn?: UserIdSource;
}

/** Anyone, signed in or not; the route reads no token. */
export const PUBLIC: RouteAbility = { name: 'public', signedIn: false };

export const signedInAbility = (name: string, actor?: (actor: Actor) => Verdict): RouteAbility =>
  actor ? { name, signedIn: true, actor } : { name, signedIn: true };

/** The same ability, on the caller's own user id named in the path or the body. */
export const onOwnAccount = (ability: RouteAbility, source: UserIdSource): RouteAbility => ({
  ...ability,
  ownUserIn: source,
});

export function userIdOf(request: FastifyRequest, source: UserIdSource): number {
  const carrier = (source === 'params' ? request.params : request.body) as { userId: number };
  return carrier.userId;
}
