import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { AnyModule } from '../elearning/index.js';
import { courseModuleById } from './course-catalogue.js';
import { openCourseModule } from './course-module-access.js';

/** A course module for e-learning's quick questions and action steps; null for an id no course has. */
export async function openCourseModuleForElearning(
  db: Db,
  user: AuthUser,
  moduleId: number,
): Promise<AnyModule | null> {
  if (!courseModuleById(moduleId)) return null;
  const open = await openCourseModule(db, user, moduleId);
  return { id: open.id, content: open.module };
}
