import { longDate, memberToday } from '@oola/domain';
import type { Course } from '../content/courses.js';

/** When a module of a member's course opened for them; null while it is locked. */
export type UnlockedAt = Date | null;

/**
 * Every module opens with the purchase; in a sequential course each one after the first opens
 * when the one before it is completed.
 */
export function courseUnlocks(course: Course, purchasedAt: Date, completed: Map<string, Date>): UnlockedAt[] {
  return course.modules.map((_, index) => {
    if (index === 0 || !course.sequential) return purchasedAt;
    return completed.get(course.modules[index - 1]!.key) ?? null;
  });
}

/** 'Unlocked on December 07, 2026' in the member's calendar, or what opens a locked module. */
export function unlockText(course: Course, index: number, unlockedAt: UnlockedAt, timeZone: string | null): string {
  if (unlockedAt) return `Unlocked on ${longDate(memberToday(timeZone, unlockedAt))}`;
  return `Unlocks when you complete ${course.modules[index - 1]?.title ?? 'the module before'}`;
}
