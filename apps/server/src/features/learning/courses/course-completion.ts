import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { openCourseModule } from './course-module-access.js';
import { markCompleted } from './course-progress.js';
import type { Publisher } from '../../../events/index.js';

/** PUT AdditionalCourse/CompleteELearningModule: an open module of the member's course; again is harmless. */
export async function completeCourseModule(
  db: Db,
  events: Publisher,
  user: AuthUser,
  moduleId: number,
  now: Date,
): Promise<void> {
  const open = await openCourseModule(db, user, moduleId);
  await markCompleted(db, user.id, open.course.id, open.module.key, now);
  events.publish('course.moduleCompleted', { userId: user.id, courseId: open.course.id });
}
