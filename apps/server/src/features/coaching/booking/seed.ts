import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { coachAvailability, users } from '../../../db/schema/index.js';

const DEMO_COACH = 2001;
/** Mon-Fri 9:00-12:00 and 13:00-17:00 in the coach's zone (America/Denver). */
const WEEKDAYS = [1, 2, 3, 4, 5];
const HOURS = [
  { startMinute: 9 * 60, endMinute: 12 * 60 },
  { startMinute: 13 * 60, endMinute: 17 * 60 },
];

/** Coach 2001's weekly hours, when the coach has none yet (the clients' credits: session-credits/seed.ts). */
export async function seedDemoBooking(db: Db): Promise<void> {
  const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_COACH));
  if (!coach) return;
  const [hours] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(coachAvailability)
    .where(eq(coachAvailability.coachId, DEMO_COACH));
  if (hours?.count) return;
  await db
    .insert(coachAvailability)
    .values(WEEKDAYS.flatMap((weekday) => HOURS.map((range) => ({ coachId: DEMO_COACH, weekday, ...range }))));
}
