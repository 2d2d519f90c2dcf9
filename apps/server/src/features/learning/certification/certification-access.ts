import { CERTIFICATION_STATUS, COACHING } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { authorize } from '../../../policies/ability.js';
import * as modulePolicy from '../../../policies/module.js';
import { completedModules } from '../courses/course-progress.js';
import { notFound } from '../../../core/app-error.js';
import {
  certificationModuleById,
  certificationModules,
  type CatalogueCertificationModule,
} from './certification-catalogue.js';

/**
 * Each module's status, in order: completed ones 2, the first one not completed 1 (the modules
 * open one after the other, across sections), the rest 0.
 */
export function certificationStatuses(completed: ReadonlyMap<string, Date>): number[] {
  const modules = certificationModules();
  const active = modules.findIndex((module) => !completed.has(module.content.key));
  return modules.map((module, index) => {
    if (completed.has(module.content.key)) return CERTIFICATION_STATUS.completed;
    return index === active ? CERTIFICATION_STATUS.active : CERTIFICATION_STATUS.locked;
  });
}

export const certificationCompletions = (db: Db, userId: number) =>
  completedModules(db, userId, COACHING.certificationCourseId);

export interface OpenCertificationModule {
  module: CatalogueCertificationModule;
  isCompleted: boolean;
}

/** A module an active coach may open: 404 for an unknown id, then policies/module.ts (403 while it is locked). */
export async function openCertificationModule(
  db: Db,
  user: AuthUser,
  moduleId: number,
): Promise<OpenCertificationModule> {
  const module = certificationModuleById(moduleId);
  if (!module) throw notFound('Module not found.');
  const completed = await certificationCompletions(db, user.id);
  const status = certificationStatuses(completed)[module.number - 1];
  authorize(modulePolicy.openCertificationModule(user, { locked: status === CERTIFICATION_STATUS.locked }));
  return { module, isCompleted: status === CERTIFICATION_STATUS.completed };
}
