import { eq } from 'drizzle-orm';
import { COACHING, COURSE_MESSAGES, type GrantCourseRequest, type GrantedCourse } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coursePurchases, users } from '../../../db/schema/index.js';
import { courseById } from '../content/courses.js';
import { conflict, notFound } from '../../../core/app-error.js';
import { purchaseOf, type Purchase } from './purchases.js';

const granted = (row: Purchase): GrantedCourse => ({
  userId: row.userId,
  courseId: row.courseId,
  source: row.source,
  grantedAt: row.createdAt.toISOString(),
});

/**
 * Gives a member a course of content/elearning/courses.yaml (source 'staff'): 404 for an unknown
 * member or course, 409 for the certification (it comes with being an active coach). A member who
 * has the course already keeps the row they have: granting again changes nothing.
 */
export async function grantCourse(
  db: Db,
  { userId, courseId }: GrantCourseRequest,
  grantedBy: number | null,
  now: Date,
): Promise<GrantedCourse> {
  if (courseId === COACHING.certificationCourseId)
    throw conflict('The coach certification opens to active coaches; it is not granted.');
  if (!courseById(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('No member has this id.');
  await db
    .insert(coursePurchases)
    .values({ userId, courseId, source: 'staff', grantedBy, createdAt: now })
    .onConflictDoNothing({ target: [coursePurchases.userId, coursePurchases.courseId] });
  const row = await purchaseOf(db, userId, courseId);
  if (!row) throw new Error(`The grant of course ${courseId} to ${userId} was not stored`);
  return granted(row);
}
