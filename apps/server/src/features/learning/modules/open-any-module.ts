import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { AnyModule, ModuleActionDeps } from './module-action-deps.js';
import { openModule } from './module-access.js';

/**
 * A module whose quick questions or action steps the member may use, by each module's own rules:
 * a course module (decision 036) for whoever has the course once it is open; any other id a programme
 * module, for subscribers only, once it is unlocked on their track.
 */
export async function openAnyModule(
  db: Db,
  user: AuthUser,
  moduleId: number,
  now: Date,
  deps: ModuleActionDeps,
): Promise<AnyModule> {
  return (await deps.openCourseModule(db, user, moduleId)) ?? (await openModule(db, user, moduleId, now)).module;
}
