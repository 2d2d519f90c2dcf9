import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { CatalogueModule } from '../elearning/catalogue-types.js';
import { openModule } from '../elearning/module-access.js';
import { courseModuleById } from './course-catalogue.js';
import { openCourseModule } from './course-module-access.js';

/**
 * A module whose quick questions or action steps the member may use: one of their open course
 * modules (ids 100101 and up, decision 036) or, for any other id, a programme module by its rules.
 */
export async function openAnyModule(
  db: Db,
  user: AuthUser,
  moduleId: number,
  now: Date,
): Promise<Pick<CatalogueModule, 'id' | 'content'>> {
  if (!courseModuleById(moduleId)) return (await openModule(db, user, moduleId, now)).module;
  const open = await openCourseModule(db, user, moduleId);
  return { id: open.id, content: open.module };
}
