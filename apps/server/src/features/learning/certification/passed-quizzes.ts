import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { quizAttempts } from '../../../db/schema/index.js';

/** The quizzes (by key) the member has passed at least once: the best attempt counts. */
export async function passedQuizzes(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: quizAttempts.quizKey })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true)));
  return new Set(rows.map((row) => row.key));
}
