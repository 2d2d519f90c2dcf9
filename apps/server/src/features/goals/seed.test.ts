import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoActions } from '../tracker/actions/seed.js';
import { seedDemoGoals } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Goals {
  userGoals: { areaId: number; sevenGoalOrder: number | null; selectedOne: boolean }[];
  currentAreaId: number;
}

describe('demo goals and actions', () => {
  it("give 1003 nine goals, 1004 a complete Step 2 and 1005 today's actions, idempotently", async () => {
    const inStepTwo = await newMember(t, { id: 1003, step: 2 });
    const inStepThree = await newMember(t, { id: 1004, step: 3 });
    const onDashboard = await newMember(t, { id: 1005, step: 4, timeZone: 'America/Denver' });
    for (let run = 0; run < 2; run++) {
      await seedDemoGoals(t.database.db);
      await seedDemoActions(t.database.db);
    }
    const goalsOf = async (auth: { authorization: string }) =>
      (await call<Goals>(t, { method: 'GET', url: '/api/goals/GetUserGoals', headers: auth })).body;

    const partial = await goalsOf(inStepTwo.auth);
    expect(partial.userGoals).toHaveLength(9);
    expect(partial.currentAreaId).toBe(3);

    const complete = await goalsOf(inStepThree.auth);
    expect(complete.userGoals).toHaveLength(21);
    const ordered = complete.userGoals.filter((goal) => (goal.sevenGoalOrder ?? 0) > 0);
    expect(ordered.map((goal) => goal.sevenGoalOrder).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(complete.userGoals.filter((goal) => goal.selectedOne)).toHaveLength(1);

    const top = await call<{ topGoals: unknown[]; actions: unknown[] }>(t, {
      method: 'GET',
      url: '/api/goals/GetUserTopSevenGoals/1005',
      headers: onDashboard.auth,
    });
    expect(top.body.topGoals).toHaveLength(7);
    expect(top.body.actions).toHaveLength(5);
  });
});
