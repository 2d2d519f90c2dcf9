import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { actions } from '../../../db/schema/index.js';

/** The member's actions of one day (YYYY-MM-DD), in the order they set. */
export function actionsOfDay(db: Queryable, userId: number, day: string) {
  return db
    .select({ id: actions.id, text: actions.text, completedAt: actions.completedAt })
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.day, day)))
    .orderBy(asc(actions.position), asc(actions.id));
}
