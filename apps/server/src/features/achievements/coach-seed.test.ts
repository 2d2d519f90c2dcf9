import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToday } from '@oola/domain';
import { actions, coachAchievements, coachSelections } from '../../db/schema/index.js';
import { newMember, newActiveCoach } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoCoachAchievements } from './coach-seed.js';
import { awardCoachAchievements } from './coach-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const badges = () =>
  t.database.db
    .select({ id: coachAchievements.achievementId, displayed: coachAchievements.displayed })
    .from(coachAchievements)
    .where(eq(coachAchievements.coachId, 2001))
    .orderBy(coachAchievements.achievementId);

describe('the demo coach achievements seed', () => {
  it("stores what demo coach 2001's data earns as shown, once; a badge earned later is still to show", async () => {
    await newActiveCoach(t, { id: 2001 });
    const client = await newMember(t, { coachId: 2001 });
    await t.database.db.insert(coachSelections).values({ clientId: client.id, coachId: 2001 });
    await seedDemoCoachAchievements(t.database.db, [2001]);
    expect(await badges()).toEqual([
      { id: 101, displayed: true },
      { id: 201, displayed: true },
    ]);

    await t.database.db.insert(actions).values({
      userId: client.id,
      text: 'Walk',
      day: memberToday(null),
      completedAt: new Date(),
    });
    await seedDemoCoachAchievements(t.database.db, [2001]);
    expect(await badges()).toHaveLength(2);
    await awardCoachAchievements(t.database.db, 2001, new Date());
    expect(await badges()).toContainEqual({ id: 301, displayed: false });
  });
});
