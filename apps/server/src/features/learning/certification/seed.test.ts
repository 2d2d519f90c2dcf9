import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificationModules } from '@oola/domain';
import { courseModuleCompletions, quizAttempts, users } from '../../../db/schema/index.js';
import { newInactiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { certificationModules } from './certification-catalogue.js';
import { seedDemoCertification } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo certification seed', () => {
  it('gives active coach 2001 the first two modules completed and the third active; seeding again changes nothing', async () => {
    const coach = await newInactiveCoach(t, { id: 2001 });
    const completions = () =>
      t.database.db.select().from(courseModuleCompletions).where(eq(courseModuleCompletions.userId, 2001));
    await seedDemoCertification(t.database.db);
    expect(await completions()).toEqual([]);
    await t.database.db.update(users).set({ isActiveCoach: true }).where(eq(users.id, 2001));
    await seedDemoCertification(t.database.db);
    await seedDemoCertification(t.database.db);
    const { body } = await call<CertificationModules>(t, {
      method: 'GET',
      url: '/api/AdditionalCourse/GetCertificationModules/1009',
      headers: coach.auth,
    });
    const statuses = body.sections.flatMap((section) => section.modules.map((module) => module.status));
    expect(statuses).toEqual([2, 2, 1, ...Array<number>(certificationModules().length - 3).fill(0)]);
    expect(await completions()).toHaveLength(2);
    const quizzes = certificationModules()
      .slice(0, 2)
      .filter((module) => module.quiz).length;
    expect(await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, 2001))).toHaveLength(quizzes);
  });
});
