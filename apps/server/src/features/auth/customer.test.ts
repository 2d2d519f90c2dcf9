import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/customer/GetCurrentUserStep/{userId}', () => {
  it("answers the caller's step, matched case-insensitively", async () => {
    const member = await newMember(t, { step: 3, level: 1 });
    const { status, body } = await call<{ userStepId: number; level: number }>(t, {
      method: 'GET',
      url: `/api/CUSTOMER/getcurrentuserstep/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ userStepId: 3, level: 1 });
  });

  it("answers 403 for another member's id, 401 without a token, 400 for a bad id", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/customer/GetCurrentUserStep/${other.id}`, headers: member.auth }))
        .status,
    ).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/customer/GetCurrentUserStep/${member.id}` })).status).toBe(401);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api/customer/GetCurrentUserStep/${member.id}`,
          headers: { authorization: 'Bearer forged' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(t, { method: 'GET', url: '/api/customer/GetCurrentUserStep/abc', headers: member.auth })).status,
    ).toBe(400);
  });
});
