import { eq } from 'drizzle-orm';
import type { ModuleDetail } from '@oola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleCompletions } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoElearning } from './seed.js';
import { boardOf } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo seed for My E-Learning', () => {
  it('puts 1005 in week 4, weeks 1-3 completed with their quick questions answered, idempotently', async () => {
    const member = await newMember(t, { id: 1005, step: 4, timeZone: 'America/Denver' });
    await seedDemoElearning(t.database.db);
    await seedDemoElearning(t.database.db);

    const weeks = (await boardOf(t, member)).myBreakthroughExperience;
    expect(weeks.map((week) => week.isUnlocked)).toEqual([true, true, true, true, ...Array(8).fill(false)]);
    expect(weeks.map((week) => week.isCompleted)).toEqual([true, true, true, ...Array(9).fill(false)]);
    expect(await t.database.db.select().from(moduleCompletions).where(eq(moduleCompletions.userId, 1005))).toHaveLength(
      3,
    );

    for (const week of weeks.slice(0, 3)) {
      const { body } = await call<ModuleDetail>(t, {
        method: 'GET',
        url: `/api/elearning/GetELearningModuleDetail/${week.id}`,
        headers: member.auth,
      });
      expect(body.questions.every((question) => question.selectedOptionId !== null)).toBe(true);
    }
  });
});
