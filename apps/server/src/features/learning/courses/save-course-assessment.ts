import type { SaveCourseAssessmentRequest } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { courseAssessments } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { checkAssessmentAnswers } from './assessment-answers.js';
import { assessmentOfCourse } from './course-assessment.js';

/** POST AdditionalCourse/SaveAssessment: a complete, valid submission is kept as its own row. */
export async function saveCourseAssessment(
  db: Db,
  user: AuthUser,
  { courseId, details }: SaveCourseAssessmentRequest,
  now: Date,
): Promise<{ courseId: number; submittedAt: string }> {
  const { assessment } = await assessmentOfCourse(db, user, courseId);
  const answers = checkAssessmentAnswers(courseId, assessment, details);
  await db.insert(courseAssessments).values({ userId: user.id, courseId, answers, submittedAt: now });
  return { courseId, submittedAt: now.toISOString() };
}
