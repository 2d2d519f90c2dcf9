import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDay } from '@oola/domain';
import { newMember } from '../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../test/test-app.js';

/** The audit's examples of bad input: each a 400 { message, errors } naming the field, and nothing written. */
let t: TestApp;
let member: Identity;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const ID_RULE = 'must be a whole number between 1 and 2147483647';

describe('bad input answers 400 with the rule it broke', () => {
  it('refuses an id of 2^31 in a path', async () => {
    const { status, body } = await call(t, {
      method: 'GET',
      url: '/api/Coach/GetDirectoryListingInfoPublic/2147483648',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: `coachId: ${ID_RULE}`, errors: [{ path: 'coachId', message: ID_RULE }] });
  });

  it('refuses an id of 2^31 in a body', async () => {
    const { status, body } = await call(t, {
      method: 'PUT',
      url: '/api/Goals/SetGoalInProgress',
      headers: member.auth,
      payload: { userId: member.id, id: 2 ** 31 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: `id: ${ID_RULE}` });
  });

  it('refuses a NUL byte in a task and adds no task', async () => {
    const { status, body } = await call(t, {
      method: 'POST',
      url: '/api/ToDoList/AddTask',
      headers: member.auth,
      payload: { text: 'Call \u0000mom', dayNumber: 0 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'text: must not contain control characters' });
    const tasks = await call<TaskDay[]>(t, { method: 'GET', url: '/api/ToDoList/GetTasks', headers: member.auth });
    expect(tasks.body.flatMap((day) => day.tasks)).toEqual([]);
  });

  it('refuses a sign-in identifier longer than an email can be', async () => {
    const { status, body } = await call(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: `${'a'.repeat(5_000)}@example.com`, password: 'x', loginType: 3 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'userId: must be at most 254 characters' });
  });

  it('refuses an oversized shop customer token', async () => {
    const { status, body } = await call(t, {
      method: 'POST',
      url: '/api/Login/LoginShopifyCustomer',
      payload: { customerToken: 't'.repeat(5_000) },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'customerToken: is too long for a token' });
  });
});
