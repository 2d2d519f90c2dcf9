import type { Db } from '../../db/client.js';
import { conflict } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { ModuleActionDeps } from './module-action-deps.js';
import { openAnyModule } from './open-any-module.js';

/**
 * POST AdditionalCourse/AddActionSteps/{moduleId}: the Do section's steps join today's tracker
 * (409 when the module has none, its button is off, or the day would pass 15).
 */
export async function addModuleActionSteps(
  db: Db,
  user: AuthUser,
  moduleId: number,
  now: Date,
  deps: ModuleActionDeps,
): Promise<number> {
  const module = await openAnyModule(db, user, moduleId, now, deps);
  const steps = module.content.do?.actionSteps;
  if (!steps?.enabled) throw conflict('This module has no action steps to add.');
  await deps.saveTrackerRows(db, user, { userId: user.id, actions: steps.steps.map((text) => ({ text })) }, now);
  return steps.steps.length;
}
