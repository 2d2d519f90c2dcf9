import { COACHING, CERTIFICATION_MESSAGES, COURSE_MESSAGES } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { courseById } from '../elearning/index.js';
import { hasCourse } from './purchases.js';

/** 404 for a course that is neither in courses.yaml nor the certification; 403 unless the member has it. */
export async function assertMemberHasCourse(db: Db, user: AuthUser, courseId: number): Promise<void> {
  const certification = courseId === COACHING.certificationCourseId;
  if (!certification && !courseById(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  if (!(await hasCourse(db, user, courseId)))
    throw forbidden(certification ? CERTIFICATION_MESSAGES.coachesOnly : COURSE_MESSAGES.notYours);
}
