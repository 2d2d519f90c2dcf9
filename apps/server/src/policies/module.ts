import { CERTIFICATION_MESSAGES, ELEARNING_MESSAGES, SUBSCRIBER_ONLY_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, type Verdict } from './ability.js';
import { activeCoachOnly } from './coach-profile.js';
import { isSubscriber } from './member.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

const LEVEL_NOT_OPEN = 'This level is not open to you yet.';

/**
 * A programme module (the catalogue is public; unknown ids are the loader's 404): subscribers only, and
 * only once it is on one of the member's tracks and unlocked in their time zone.
 */
export const openProgrammeModule = (actor: Actor, module: { unlocked: boolean }): Verdict => {
  if (!isSubscriber(actor)) return forbid(SUBSCRIBER_ONLY_MESSAGES.elearning);
  return module.unlocked ? ALLOWED : forbid(ELEARNING_MESSAGES.locked);
};

/** A level of the programme board: the member's own level and those below it. */
export const openLevel = (actor: Actor & { level: number }, level: number): Verdict =>
  level <= actor.level ? ALLOWED : forbid(LEVEL_NOT_OPEN);

/** A module of the coach certification: active coaches, once the modules before it are completed. */
export const openCertificationModule = (actor: Actor, module: { locked: boolean }): Verdict =>
  activeCoachOnly(CERTIFICATION_MESSAGES.coachesOnly)(actor) ??
  (module.locked ? forbid(CERTIFICATION_MESSAGES.locked) : ALLOWED);

export const moduleAbilities = {
  /** The coach certification's modules and quizzes. */
  studyCertification: signedInAbility('module.studyCertification', activeCoachOnly(CERTIFICATION_MESSAGES.coachesOnly)),
  /** Answers and action steps of any module the caller may open (programme or course; checked when loaded). */
  workOnModule: signedInAbility('module.workOnModule'),
} satisfies Record<string, RouteAbility>;
