import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { authorize } from '../../../policies/ability.js';
import * as coursePolicy from '../../../policies/course.js';
import { notFound } from '../../../core/app-error.js';
import { purchaseOf } from './purchases.js';
import { courseModuleById, type CourseModuleRef } from './course-catalogue.js';
import { completedModules } from './course-progress.js';
import { courseUnlocks } from './course-unlocks.js';

export interface OpenCourseModule extends CourseModuleRef {
  unlockedAt: Date;
  completedAt: Date | null;
}

/**
 * A module of a course the member may open: 404 for an id no course module has, then policies/course.ts
 * (403 when the member does not have the course or, sequential course, the module before is not completed).
 */
export async function openCourseModule(db: Db, user: AuthUser, moduleId: number): Promise<OpenCourseModule> {
  const ref = courseModuleById(moduleId);
  if (!ref) throw notFound('Module not found.');
  const purchase = await purchaseOf(db, user.id, ref.course.id);
  const completed = purchase ? await completedModules(db, user.id, ref.course.id) : new Map<string, Date>();
  const unlockedAt = purchase ? courseUnlocks(ref.course, purchase.createdAt, completed)[ref.index] : null;
  authorize(coursePolicy.openCourseModule(user, { owned: purchase !== null, unlocked: Boolean(unlockedAt) }));
  return { ...ref, unlockedAt: unlockedAt!, completedAt: completed.get(ref.module.key) ?? null };
}
