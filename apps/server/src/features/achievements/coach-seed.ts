import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachAchievements, users } from '../../db/schema/index.js';
import { coachCatalogue } from './coach-catalogue.js';
import { award } from './engine.js';

/**
 * The demo coaches' badges for what their seeded data already earns, stored as shown, so the portal
 * opens without a pile of badge modals and a badge earned from then on shows its modal once. Only a
 * coach without any badge yet is seeded: seeding again changes nothing. The seed (seed/) names the
 * demo accounts, so this feature does not import it.
 */
export async function seedDemoCoachAchievements(db: Db, demoUserIds: readonly number[]): Promise<void> {
  const coaches = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...demoUserIds]),
        eq(users.isActiveCoach, true),
        notExists(db.select().from(coachAchievements).where(eq(coachAchievements.coachId, users.id))),
      ),
    );
  const now = new Date();
  for (const coach of coaches) await award(coachCatalogue, db, coach.id, now, { displayed: true });
}
