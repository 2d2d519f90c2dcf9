import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newActiveCoach } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/Customer/GetCustomerProfileInfo/{userId}', () => {
  it('answers hasCoach, isActiveCoach and userTypeId', async () => {
    const coach = await newActiveCoach(t);
    const member = await newMember(t, { coachId: coach.id });
    const { status, body } = await call<{ hasCoach: boolean; isActiveCoach: boolean; userTypeId: number }>(t, {
      method: 'GET',
      url: `/api/Customer/GetCustomerProfileInfo/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ hasCoach: true, isActiveCoach: false, userTypeId: 1 });
  });

  it("answers 403 for another member's profile and 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/Customer/GetCustomerProfileInfo/${other.id}`, headers: member.auth }))
        .status,
    ).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/Customer/GetCustomerProfileInfo/${member.id}` })).status).toBe(
      401,
    );
  });
});
