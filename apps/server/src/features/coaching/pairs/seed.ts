import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { coachSelections, users } from '../../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Coach 2001's past client: member 1007 was coached for three months and ended a month ago (MY PAST CLIENTS). */
const DEMO_PAST_PAIR = { coachId: 2001, clientId: 1007, startedDaysAgo: 120, endedDaysAgo: 30 };

/** Demo members seeded with a coach (users.coach_id) get their open pair, once; and the demo past pair. */
export async function seedDemoPairs(db: Db): Promise<void> {
  const members = await db
    .select({ id: users.id, coachId: users.coachId })
    .from(users)
    .leftJoin(coachSelections, and(eq(coachSelections.clientId, users.id), isNull(coachSelections.endedAt)))
    .where(and(isNotNull(users.coachId), isNull(coachSelections.id)));
  for (const member of members) {
    await db.insert(coachSelections).values({ clientId: member.id, coachId: member.coachId! });
  }
  await seedPastPair(db);
}

async function seedPastPair(db: Db): Promise<void> {
  const { coachId, clientId, startedDaysAgo, endedDaysAgo } = DEMO_PAST_PAIR;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [coachId, clientId]));
  const [existing] = await db
    .select({ id: coachSelections.id })
    .from(coachSelections)
    .where(and(eq(coachSelections.coachId, coachId), eq(coachSelections.clientId, clientId)));
  if (people.length < 2 || existing) return;
  const now = Date.now();
  await db.insert(coachSelections).values({
    coachId,
    clientId,
    selectedAt: new Date(now - startedDaysAgo * DAY_MS),
    endedAt: new Date(now - endedDaysAgo * DAY_MS),
  });
}
