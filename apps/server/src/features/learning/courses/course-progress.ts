import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseModuleCompletions } from '../../../db/schema/index.js';

/** The member's completed modules of one course: module key to when. */
export async function completedModules(db: Db, userId: number, courseId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: courseModuleCompletions.moduleKey, at: courseModuleCompletions.completedAt })
    .from(courseModuleCompletions)
    .where(and(eq(courseModuleCompletions.userId, userId), eq(courseModuleCompletions.courseId, courseId)));
  return new Map(rows.map((row) => [row.key, row.at]));
}

/** The member's completed module keys, by course. */
export async function completedModulesByCourse(db: Db, userId: number): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ courseId: courseModuleCompletions.courseId, key: courseModuleCompletions.moduleKey })
    .from(courseModuleCompletions)
    .where(eq(courseModuleCompletions.userId, userId));
  const byCourse = new Map<number, Set<string>>();
  for (const row of rows) byCourse.set(row.courseId, (byCourse.get(row.courseId) ?? new Set()).add(row.key));
  return byCourse;
}

/** Records a completed module; completing it again keeps the first time. */
export async function markCompleted(db: Db, userId: number, courseId: number, moduleKey: string, now: Date) {
  await db
    .insert(courseModuleCompletions)
    .values({ userId, courseId, moduleKey, completedAt: now })
    .onConflictDoNothing();
}
