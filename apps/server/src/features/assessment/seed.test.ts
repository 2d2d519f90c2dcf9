import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoAssessments } from './seed.js';
import { listWheels } from './wheels.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo assessments', () => {
  it('puts 1002 mid Step 1 and gives 1005 two wheels, idempotently', async () => {
    const inStepOne = await newMember(t, { id: 1002, step: 1 });
    await newMember(t, { id: 1005, step: 4 });
    await newMember(t, { id: 1006, step: 5 });
    await seedDemoAssessments(t.database.db);
    await seedDemoAssessments(t.database.db);

    const step = await call<{ assessmentId: number; areaId: number }>(t, {
      method: 'GET',
      url: '/api/customer/GetCurrentUserStep/1002',
      headers: inStepOne.auth,
    });
    expect(step.body.assessmentId).toBeGreaterThan(0);
    expect(step.body.areaId).toBe(2);

    const wheels = await listWheels(t.database.db, 1005);
    expect(wheels.map((wheel) => wheel.assessmentTypeId)).toEqual([1, 2]);
    const monthsAgo = (Date.now() - new Date(wheels[0]!.completionDate).getTime()) / (30 * 24 * 3600 * 1000);
    expect(monthsAgo).toBeGreaterThan(5.5);
    expect(wheels[1]!.combinedScore).toBeGreaterThan(wheels[0]!.combinedScore);
    expect(await listWheels(t.database.db, 1006)).toHaveLength(1);
  });
});
