import { and, eq } from 'drizzle-orm';
import { COACHING } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coursePurchases } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { isCoach } from '../../../policies/coach.js';

export type Purchase = typeof coursePurchases.$inferSelect;

/** The member's courses: course id to its purchase (or grant). */
export async function purchasesOf(db: Db, userId: number): Promise<Map<number, Purchase>> {
  const rows = await db.select().from(coursePurchases).where(eq(coursePurchases.userId, userId));
  return new Map(rows.map((row) => [row.courseId, row]));
}

/** The member's purchase of one course, or null. */
export async function purchaseOf(db: Db, userId: number, courseId: number): Promise<Purchase | null> {
  const [row] = await db
    .select()
    .from(coursePurchases)
    .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.courseId, courseId)));
  return row ?? null;
}

/** Whether the member has a course: the certification (1009) comes with being a coach. */
export async function hasCourse(db: Db, user: AuthUser, courseId: number): Promise<boolean> {
  if (courseId === COACHING.certificationCourseId) return isCoach(user);
  return (await purchaseOf(db, user.id, courseId)) !== null;
}
