import { COURSE_MESSAGES } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { purchaseOf } from '../course-access/index.js';
import { courseModuleById, type CourseModuleRef } from './course-catalogue.js';
import { completedModules } from './course-progress.js';
import { courseUnlocks } from './course-unlocks.js';

export interface OpenCourseModule extends CourseModuleRef {
  unlockedAt: Date;
  completedAt: Date | null;
}

/**
 * A module of a course the member may open: 404 for an id no course module has, 403 when the
 * member does not have the course or (sequential course) the module before is not completed.
 */
export async function openCourseModule(db: Db, user: AuthUser, moduleId: number): Promise<OpenCourseModule> {
  const ref = courseModuleById(moduleId);
  if (!ref) throw notFound('Module not found.');
  const purchase = await purchaseOf(db, user.id, ref.course.id);
  if (!purchase) throw forbidden(COURSE_MESSAGES.notYours);
  const completed = await completedModules(db, user.id, ref.course.id);
  const unlockedAt = courseUnlocks(ref.course, purchase.createdAt, completed)[ref.index];
  if (!unlockedAt) throw forbidden(COURSE_MESSAGES.locked);
  return { ...ref, unlockedAt, completedAt: completed.get(ref.module.key) ?? null };
}
