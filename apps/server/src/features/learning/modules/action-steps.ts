import type { Db } from '../../../db/client.js';
import { conflict } from '../../../core/app-error.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { openAnyModule } from './open-any-module.js';

/**
 * The action steps a module's Do section offers for today's tracker (AdditionalCourse/AddActionSteps,
 * which the tracker answers): 409 when the module has none or its button is off.
 */
export async function moduleActionSteps(db: Db, user: AuthUser, moduleId: number, now: Date): Promise<string[]> {
  const module = await openAnyModule(db, user, moduleId, now);
  const steps = module.content.do?.actionSteps;
  if (!steps?.enabled) throw conflict('This module has no action steps to add.');
  return steps.steps;
}
