import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { ModuleContent } from './catalogue-types.js';

/** A module's public id and its content: all the quick questions and action steps need. */
export interface AnyModule {
  id: number;
  content: ModuleContent;
}

/**
 * What a module's quick questions and action steps need from two features that import e-learning
 * (courses directly, the action tracker through auth and payments): app.ts hands them in, so the feature
 * folders import each other in one direction (decision 071).
 */
export interface ModuleActionDeps {
  /** A course module (ids 100101 and up) by the courses feature's rules; null for an id no course has. */
  openCourseModule(db: Db, user: AuthUser, moduleId: number): Promise<AnyModule | null>;
  /** The action tracker's save of today's rows (409 past 15 a day). */
  saveTrackerRows(
    db: Db,
    user: AuthUser,
    body: { userId: number; actions: { text: string }[] },
    now: Date,
  ): Promise<void>;
}
