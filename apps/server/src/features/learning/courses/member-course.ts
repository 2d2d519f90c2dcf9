import { COACHING, COURSE_MESSAGES } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { authorize } from '../../../policies/ability.js';
import * as coursePolicy from '../../../policies/course.js';
import { courseById } from '../content/courses.js';
import { notFound } from '../../../core/app-error.js';
import { hasCourse } from './purchases.js';

/** 404 for a course that is neither in courses.yaml nor the certification; then policies/course.ts (403 unless theirs). */
export async function assertMemberHasCourse(db: Db, user: AuthUser, courseId: number): Promise<void> {
  const certification = courseId === COACHING.certificationCourseId;
  if (!certification && !courseById(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  authorize(
    coursePolicy.useCourse(user, { isCertification: certification, owned: await hasCourse(db, user, courseId) }),
  );
}
