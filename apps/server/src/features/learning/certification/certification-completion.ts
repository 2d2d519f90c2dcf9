import { CERTIFICATION_MESSAGES, COACHING } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { markCompleted } from '../courses/course-progress.js';
import { conflict } from '../../../core/app-error.js';
import { passedQuizzes } from './passed-quizzes.js';
import { openCertificationModule } from './certification-access.js';
import { certificationModules } from './certification-catalogue.js';
import type { Publisher } from '../../../events/index.js';

/**
 * POST AdditionalCourse/CompleteCertificationModule/{moduleId}: an open module completes, one with
 * a quiz only once some attempt at it passed (409). Answers the module to open next (null after the last).
 */
export async function completeCertificationModule(
  db: Db,
  events: Publisher,
  user: AuthUser,
  moduleId: number,
  now: Date,
): Promise<{ nextModuleId: number | null }> {
  const { module } = await openCertificationModule(db, user, moduleId);
  const quiz = module.quiz?.quiz;
  if (quiz && !(await passedQuizzes(db, user.id)).has(quiz.key))
    throw conflict(`${CERTIFICATION_MESSAGES.quizFirst} It takes ${quiz.passingScore}% to pass "${quiz.title}".`);
  await markCompleted(db, user.id, COACHING.certificationCourseId, module.content.key, now);
  events.publish('course.moduleCompleted', { userId: user.id, courseId: COACHING.certificationCourseId });
  return { nextModuleId: certificationModules()[module.number]?.id ?? null };
}
