import { eq } from 'drizzle-orm';
import { addDays, memberToday, USER_TYPE } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { actions, userAchievements, users } from '../../../db/schema/index.js';
import { awardAchievements } from '../../achievements/index.js';
import { hashPassword } from '../../../identity/passwords.js';

/** Demo member who stopped two days ago: their dashboard opens on the missed-day modal. */
export const MISSED_DAY_DEMO_ID = 1012;
const ZONE = 'America/New_York';
const STEPS = ['Walk for 20 minutes', 'Drink a glass of water first thing', 'Write tomorrow’s plan'];

/** 1012 with 8 complete days that ended 3 days ago (nothing the last 2 days); idempotent. */
export async function seedMissedDayDemo(db: Db, password: string): Promise<void> {
  const created = await db
    .insert(users)
    .values({
      id: MISSED_DAY_DEMO_ID,
      phone: `555010${MISSED_DAY_DEMO_ID}`,
      email: `demo${MISSED_DAY_DEMO_ID}@example.com`,
      firstName: 'Kai',
      lastName: 'Lopez',
      passwordHash: await hashPassword(password),
      userTypeId: USER_TYPE.subscriber,
      stepId: 4,
      timeZone: ZONE,
    })
    .onConflictDoNothing({ target: users.id })
    .returning({ id: users.id });
  if (created.length === 0) return;
  const today = memberToday(ZONE);
  const rows = [];
  for (let ago = 10; ago >= 3; ago -= 1) {
    const day = addDays(today, -ago);
    const completedAt = new Date(`${day}T22:00:00Z`);
    rows.push(...STEPS.map((text, position) => ({ userId: MISSED_DAY_DEMO_ID, text, position, day, completedAt })));
  }
  await db.insert(actions).values(rows);
  await awardAchievements(db, MISSED_DAY_DEMO_ID, new Date());
  await db.update(userAchievements).set({ displayed: true }).where(eq(userAchievements.userId, MISSED_DAY_DEMO_ID));
}
