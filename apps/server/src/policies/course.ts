import { CERTIFICATION_MESSAGES, COURSE_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, type Verdict } from './ability.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

/**
 * A course of the public catalogue (unknown ids are the loader's 404): the member must have it, bought or
 * granted; the certification is an active coach's.
 */
export const useCourse = (_actor: Actor, course: { isCertification: boolean; owned: boolean }): Verdict => {
  if (course.owned) return ALLOWED;
  return forbid(course.isCertification ? CERTIFICATION_MESSAGES.coachesOnly : COURSE_MESSAGES.notYours);
};

/** A module of an owned course, once unlocked (sequential courses open one module after the other). */
export const openCourseModule = (actor: Actor, module: { owned: boolean; unlocked: boolean }): Verdict =>
  useCourse(actor, { isCertification: false, owned: module.owned }) ??
  (module.unlocked ? ALLOWED : forbid(COURSE_MESSAGES.locked));

export const courseAbilities = {
  /** The course list, a course's modules and assessment, buying one (ownership checked when loaded). */
  useCourses: signedInAbility('course.useCourses'),
} satisfies Record<string, RouteAbility>;
