import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachSelections, users } from '../../db/schema/index.js';

/** Demo members seeded with a coach (users.coach_id) get their open pair, once. */
export async function seedDemoPairs(db: Db): Promise<void> {
  const members = await db
    .select({ id: users.id, coachId: users.coachId })
    .from(users)
    .leftJoin(coachSelections, and(eq(coachSelections.clientId, users.id), isNull(coachSelections.endedAt)))
    .where(and(isNotNull(users.coachId), isNull(coachSelections.id)));
  for (const member of members) {
    await db.insert(coachSelections).values({ clientId: member.id, coachId: member.coachId! });
  }
}
