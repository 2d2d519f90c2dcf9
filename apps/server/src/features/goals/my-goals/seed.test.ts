import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { goals, tasks } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoTasks } from '../../todo/seed.js';
import { seedDemoAchievedGoals } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo seed for My Goals and the to-do list', () => {
  it('gives 1005 three achieved goals and five tasks, idempotently', async () => {
    await newMember(t, { id: 1005, step: 4, timeZone: 'America/Denver' });
    for (let run = 0; run < 2; run += 1) {
      await seedDemoAchievedGoals(t.database.db);
      await seedDemoTasks(t.database.db);
    }
    const achieved = await t.database.db
      .select()
      .from(goals)
      .where(and(eq(goals.userId, 1005), eq(goals.status, 'completed')));
    expect(achieved).toHaveLength(3);
    expect(achieved.every((goal) => goal.completionDate !== null)).toBe(true);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.userId, 1005))).toHaveLength(5);
  });
});
