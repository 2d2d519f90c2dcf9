import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachAchievements, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';
import { coachCatalogue } from './coach-catalogue.js';
import { award } from './engine.js';

const DEMO_IDS = DEMO_ACCOUNTS.flatMap((account) => account.id ?? []);

/**
 * The demo coaches' badges for what their seeded data already earns, stored as shown, so the portal
 * opens without a pile of badge modals and a badge earned from then on shows its modal once. Only a
 * coach without any badge yet is seeded: seeding again changes nothing.
 */
export async function seedDemoCoachAchievements(db: Db): Promise<void> {
  const coaches = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, DEMO_IDS),
        eq(users.isActiveCoach, true),
        notExists(db.select().from(coachAchievements).where(eq(coachAchievements.coachId, users.id))),
      ),
    );
  const now = new Date();
  for (const coach of coaches) await award(coachCatalogue, db, coach.id, now, { displayed: true });
}
