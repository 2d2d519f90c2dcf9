import { eq } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { elearningTracks, moduleCompletions, users } from '../../db/schema/index.js';
import { breakthroughKeys } from './catalogue.js';

/** 1005 is in week 4 of the breakthrough: weeks 1-3 completed, week 4 open, week 5 next week. */
const DEMO_WEEK = 4;

/** 1005's Breakthrough Experience, started three weeks ago; left alone once they have a track. */
export async function seedDemoElearning(db: Db): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.id, 1005));
  if (!member) return;
  const existing = await db
    .select({ id: elearningTracks.id })
    .from(elearningTracks)
    .where(eq(elearningTracks.userId, 1005));
  if (existing.length > 0) return;
  const keys = breakthroughKeys();
  const startDay = addDays(memberToday(member.timeZone), -7 * (DEMO_WEEK - 1));
  await db
    .insert(elearningTracks)
    .values({ userId: 1005, track: 'breakthrough', level: 1, startDay, moduleKeys: keys });
  await db
    .insert(moduleCompletions)
    .values(keys.slice(0, DEMO_WEEK - 1).map((moduleKey) => ({ userId: 1005, moduleKey })))
    .onConflictDoNothing();
}
