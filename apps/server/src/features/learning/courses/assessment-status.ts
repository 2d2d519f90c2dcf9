import { and, eq } from 'drizzle-orm';
import type { CourseModules } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { courseAssessments } from '../../../db/schema/index.js';
import type { Course } from '../content/courses.js';

/** Whether the course asks an assessment and whether the member has submitted it at least once. */
export async function assessmentStatus(
  db: Db,
  userId: number,
  course: Course,
): Promise<CourseModules['assessmentStatus']> {
  if (!course.assessment) return 'none';
  const [row] = await db
    .select({ id: courseAssessments.id })
    .from(courseAssessments)
    .where(and(eq(courseAssessments.userId, userId), eq(courseAssessments.courseId, course.id)))
    .limit(1);
  return row ? 'taken' : 'pending';
}
