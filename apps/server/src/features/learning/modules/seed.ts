import { eq } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { elearningTracks, moduleAnswers, moduleCompletions, users } from '../../../db/schema/index.js';
import { breakthroughKeys, moduleByKey } from './catalogue.js';

/** 1005 is in week 4 of the breakthrough: weeks 1-3 completed (quick questions answered), week 4 open, week 5 next week. */
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
  const completed = keys.slice(0, DEMO_WEEK - 1);
  await db
    .insert(moduleCompletions)
    .values(completed.map((moduleKey) => ({ userId: 1005, moduleKey })))
    .onConflictDoNothing();
  // A completed module had its quick questions answered first, as the server requires.
  const answers = completed.flatMap((moduleKey) =>
    moduleByKey(moduleKey).content.questions.map((question) => ({
      userId: 1005,
      moduleKey,
      questionKey: question.key,
      optionIndex: 0,
    })),
  );
  if (answers.length > 0) await db.insert(moduleAnswers).values(answers).onConflictDoNothing();
}
