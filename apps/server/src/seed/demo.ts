import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

import { hashPassword } from '../identity/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedCoachDirectory } from '../features/coaches/directory/seed.js';
import { seedDemoGoals } from '../features/goals/seed.js';
import { seedDemoActions } from '../features/tracker/actions/seed.js';
import { seedDemoAssessments } from '../features/assessment/seed.js';
import { seedDashboardDemo } from '../features/dashboard/seed.js';
import { seedDemoAchievedGoals } from '../features/goals/my-goals/seed.js';
import { seedDemoTasks } from '../features/todo/seed.js';
import { seedMissedDayDemo } from '../features/tracker/daily/seed.js';
import { seedDemoElearning } from '../features/learning/modules/seed.js';
import { seedDemoCertification } from '../features/learning/certification/seed.js';
import { seedDemoPairs } from '../features/coaching/pairs/seed.js';
import { seedCoachProfileDemo } from '../features/coaches/profile/seed.js';
import { seedDemoSessionCredits } from '../features/coaching/credits/seed.js';
import { seedCoachingRoomDemo } from '../features/coaching/room/seed.js';
import { seedDemoBooking } from '../features/coaching/booking/seed.js';
import { seedDemoCoachAchievements } from '../features/achievements/index.js';

/** The demo accounts' addresses count as verified, so their pages show no "please verify" notice. */
const DEMO_VERIFIED_AT = new Date('2026-01-01T00:00:00Z');

export type Seeder = (db: Db) => Promise<void>;

async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Existing accounts keep their progress: seeding twice changes nothing.
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, emailVerifiedAt: DEMO_VERIFIED_AT })))
    .onConflictDoNothing({ target: users.id });
}

/** Feature seeders run in this order after the accounts exist; each must be idempotent. */
const SEEDERS: Seeder[] = [
  seedAccounts,
  async (db) => seedCoachDirectory(db, await hashPassword(DEMO_PASSWORD)),
  seedDemoPairs,
  (db) => seedCoachProfileDemo(db, new Date()),
  seedDemoSessionCredits,
  seedCoachingRoomDemo,
  seedDemoGoals,
  seedDemoAchievedGoals,
  seedDemoTasks,
  seedDemoActions,
  seedDemoAssessments,
  (db) => seedDashboardDemo(db, DEMO_PASSWORD),
  (db) => seedMissedDayDemo(db, DEMO_PASSWORD),
  seedDemoElearning,
  seedDemoCertification,
  seedDemoBooking,
  // After everything a coach badge counts (pairs, goals, actions, certification).
  (db) =>
    seedDemoCoachAchievements(
      db,
      DEMO_ACCOUNTS.flatMap((account) => account.id ?? []),
    ),
];

export async function seedDemo(db: Db): Promise<void> {
  for (const seeder of SEEDERS) {
    await seeder(db);
  }
}
