import { COACH_PROFILE_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, type Verdict } from './ability.js';
import { isCoach } from './coach.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

/** Coaches (isCoach): the coaching portal, the certification and the schedule are theirs alone. */
export const activeCoachOnly =
  (message: string) =>
  (actor: Actor): Verdict =>
    isCoach(actor) ? ALLOWED : forbid(message);

export const coachProfileAbilities = {
  /** The coach's own profile, clients, badges and assessment (Coach/*). */
  useCoachPortal: signedInAbility('coachProfile.useCoachPortal', activeCoachOnly(COACH_PROFILE_MESSAGES.coachesOnly)),
} satisfies Record<string, RouteAbility>;
