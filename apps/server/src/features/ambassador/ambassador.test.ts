import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileOf = (alias: string) =>
  call<Record<string, unknown>>(t, { method: 'GET', url: `/api/Customer/GetAmbassadorProfileInformation/${alias}` });

describe('GET /api/Customer/GetAmbassadorProfileInformation/{webAlias}', () => {
  it('answers exactly the public fields, matching the alias case-insensitively, with completed goals counted', async () => {
    const ambassador = await newMember(t, {
      firstName: 'Jane',
      lastName: 'Doe',
      webAlias: 'JaneDoe',
      userTypeId: 3,
      level: 2,
      phone: '5550103001',
      email: 'jane.private@example.com',
    });
    await t.database.db.insert(goals).values([
      { userId: ambassador.id, areaId: 1, text: 'Run a 10k', completedByDate: '2026-01-01', status: 'completed' },
      { userId: ambassador.id, areaId: 2, text: 'Save $1,000', completedByDate: '2026-01-01', status: 'completed' },
      { userId: ambassador.id, areaId: 3, text: 'Family dinner weekly', completedByDate: '2026-01-01' },
    ]);
    const { status, body } = await profileOf('janedoe');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'customerLevel',
        'firstName',
        'goalsCompleted',
        'lastName',
        'latestAchievements',
        'pictureFileName',
        'rank',
        'rankLevel',
        'rankLevelCode',
      ].sort(),
    );
    expect(body).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      rank: 'Ambassador',
      rankLevel: 2,
      goalsCompleted: 2,
    });
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('jane.private');
    expect(raw).not.toContain('5550103001');
    expect(raw).not.toContain(String(ambassador.id));
    expect((await profileOf('JANEDOE')).status).toBe(200);
  });

  it('answers 404 for an unknown alias and 400 for one with bad characters', async () => {
    expect((await profileOf('nobody-by-this-name')).status).toBe(404);
    expect((await profileOf('bad%20alias')).status).toBe(400);
  });
});
