import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OolaWheel } from '@oola/domain';
import { assessments, assessmentScores } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { assessmentAreas } from '../assessment/questions-content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A completed sitting where every question of area n scores `levels[n]`. */
async function completedSitting(userId: number, daysAgo: number, levels: number[]) {
  const completedAt = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.database.db
    .insert(assessments)
    .values({ userId, typeId: 1, startedAt: completedAt, completedAt })
    .returning({ id: assessments.id });
  await t.database.db
    .insert(assessmentScores)
    .values(
      assessmentAreas().flatMap((area, index) =>
        area.questions.map((question) => ({ assessmentId: row!.id, questionId: question.id, score: levels[index]! })),
      ),
    );
}

describe('GET /api/Dashboard/GetOolaScores', () => {
  it("answers the caller's wheels oldest first, with score, share texts and one slice per area", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await completedSitting(member.id, 100, [5, 5, 5, 5, 5, 5, 5]);
    await completedSitting(member.id, 2, [8, 7, 6, 5, 4, 3, 2]);
    await completedSitting(other.id, 1, [9, 9, 9, 9, 9, 9, 9]);
    const { status, body } = await call<OolaWheel[]>(t, {
      method: 'GET',
      url: '/api/Dashboard/GetOolaScores',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(Date.parse(body[0]!.completionDate)).toBeLessThan(Date.parse(body[1]!.completionDate));
    expect(body[1]!.slices).toHaveLength(7);
    expect(body[1]!.slices[0]).toEqual({ id: 1, color: expect.stringMatching(/^#/), score: 8 });
    expect(body[1]!.slices[6]).toMatchObject({ id: 7, score: 2 });
    expect(body[0]!.score).toBeGreaterThan(0);
    expect(body[1]!.socialMediaImageUrl).toMatch(/^\//);
    expect(body[1]!.socialMediaMessage).toContain(String(body[1]!.score));
  });

  it('answers an empty list before any wheel and 401 without a token', async () => {
    const member = await newMember(t);
    expect((await call(t, { method: 'GET', url: '/api/Dashboard/GetOolaScores', headers: member.auth })).body).toEqual(
      [],
    );
    expect((await call(t, { method: 'GET', url: '/api/Dashboard/GetOolaScores' })).status).toBe(401);
  });
});
