import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { actions, notifications, userAchievements, users } from '../../db/schema/index.js';
import { awardAchievements } from '../achievements/index.js';
import { hashPassword } from '../../identity/passwords.js';

/** Staff account of the demo (sends notifications): customer id 9001, password as the other demo accounts. */
export const DEMO_STAFF_ID = 9001;

const WELCOME = [
  {
    title: 'Welcome to your dashboard',
    message:
      '<p>Complete your <strong>three daily actions</strong> every day to build a streak. Your badges appear in ' +
      '<em>My achievements</em>.</p>',
  },
  {
    title: 'Save the date',
    message: '<p>The inaugural summit is on <strong>September 18th</strong>. We would love to see you there!</p>',
  },
];

const HISTORY_DAYS = 60;
/** Days (ago) the demo member missed, so the streaks differ: current 19, longest 20. */
const MISSED_DAYS_AGO = new Set([20, 41]);
const HISTORY_ACTIONS = [
  'Walk for 20 minutes after lunch',
  'Write down three things I am grateful for',
  'Read 10 pages before bed',
];

/**
 * 60 days of completed daily actions for 1005 (the member on the dashboard).
 */
async function seedHistory(db: Db): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.id, 1005));
  if (!member) return;
  const today = memberToday(member.timeZone);
  const past = await db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.userId, 1005), lt(actions.day, today), isNotNull(actions.completedAt)))
    .limit(1);
  if (past.length > 0) return;
  const rows = [];
  for (let ago = HISTORY_DAYS; ago >= 1; ago -= 1) {
    if (MISSED_DAYS_AGO.has(ago)) continue;
    const day = addDays(today, -ago);
    const completedAt = new Date(`${day}T23:00:00Z`);
    rows.push(...HISTORY_ACTIONS.map((text, position) => ({ userId: 1005, text, position, day, completedAt })));
  }
  await db.insert(actions).values(rows);
}

/** Achievements the demo data earns (history, goals seeded by other features) open the page already displayed. */
async function settleSeededAchievements(db: Db): Promise<void> {
  const awarded = await awardAchievements(db, 1005, new Date());
  if (awarded.length === 0) return;
  await db
    .update(userAchievements)
    .set({ displayed: true })
    .where(and(eq(userAchievements.userId, 1005), inArray(userAchievements.achievementId, awarded)));
}

/** The staff account, 1005's history and a first notification or two for 1005; idempotent. */
export async function seedDashboardDemo(db: Db, password: string): Promise<void> {
  await db
    .insert(users)
    .values({
      id: DEMO_STAFF_ID,
      phone: '5550109001',
      email: 'staff9001@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      passwordHash: await hashPassword(password),
      stepId: 4,
      isStaff: true,
      timeZone: 'America/Denver',
    })
    .onConflictDoNothing({ target: users.id });
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, 1005));
  const existing = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, 1005));
  if (member && existing.length === 0) {
    await db.insert(notifications).values(WELCOME.map((notification) => ({ userId: 1005, ...notification })));
  }
  await seedHistory(db);
  await settleSeededAchievements(db);
}
