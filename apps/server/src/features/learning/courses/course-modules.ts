import { COURSE_MESSAGES, type CourseModules, type ElearningModuleCard } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { notFound } from '../../../core/app-error.js';
import { purchaseOf } from './purchases.js';
import { courseById } from '../content/courses.js';
import { assessmentStatus } from './assessment-status.js';
import { courseModuleId } from './course-catalogue.js';
import { completedModules } from './course-progress.js';
import { courseUnlocks, unlockText } from './course-unlocks.js';
import { welcomeContent } from './welcome-content.js';

/**
 * GET AdditionalCourse/GetELearningModules/{courseId}: the welcome content, whether its assessment
 * is still to take and, once the member has the course, its modules as cards; 404 for an unknown course.
 */
export async function courseModules(db: Db, user: AuthUser, courseId: number): Promise<CourseModules> {
  const course = courseById(courseId);
  const whatToExpectDTO = welcomeContent(courseId);
  if (!course || !whatToExpectDTO) throw notFound(COURSE_MESSAGES.notFound);
  const [purchase, status] = await Promise.all([
    purchaseOf(db, user.id, courseId),
    assessmentStatus(db, user.id, course),
  ]);
  const answer = { courseId, whatToExpectDTO, sequential: course.sequential, assessmentStatus: status };
  if (!purchase) return { ...answer, purchased: false, modules: [] };
  const completed = await completedModules(db, user.id, courseId);
  const unlocks = courseUnlocks(course, purchase.createdAt, completed);
  const modules = course.modules.map((module, index): ElearningModuleCard => ({
    id: courseModuleId(courseId, index),
    title: module.title,
    imageUrl: module.image,
    isUnlocked: unlocks[index] !== null,
    isCompleted: completed.has(module.key),
    unLockDateText: unlockText(course, index, unlocks[index] ?? null, user.timeZone),
    isEnabled: unlocks[index] !== null,
    externalLink: null,
  }));
  return { ...answer, purchased: true, modules };
}
