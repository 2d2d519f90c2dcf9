import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { courseModuleById } from '../courses/course-catalogue.js';
import { openCourseModule } from '../courses/course-module-access.js';
import type { ModuleContent } from './catalogue-types.js';
import { openModule } from './module-access.js';

/** A module's public id and its content: all the quick questions and action steps need. */
export interface AnyModule {
  id: number;
  content: ModuleContent;
}

/**
 * A module whose quick questions or action steps the member may use, by each module's own rules:
 * a course module (ids 100101 and up, decision 036) for whoever has the course once it is open; any
 * other id a program module, for subscribers only, once it is unlocked on their track.
 */
export async function openAnyModule(db: Db, user: AuthUser, moduleId: number, now: Date): Promise<AnyModule> {
  if (!courseModuleById(moduleId)) return (await openModule(db, user, moduleId, now)).module;
  const open = await openCourseModule(db, user, moduleId);
  return { id: open.id, content: open.module };
}
