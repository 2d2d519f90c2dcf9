import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newStaff, type Identity } from '../factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../test-app.js';
import { formatFailures, runCampaign, type CampaignResult } from './campaign.js';
import { listOperations, type Operation } from './operations.js';

/**
 * Every operation of the OpenAPI document gets malformed paths, queries and
 * bodies, with a member's token and without one: nothing may answer 5xx.
 * A route is covered the day it is added: the cases come from its schema.
 */
let t: TestApp;
let operations: Operation[];
let result: CampaignResult;
let bystander: Identity;

beforeAll(async () => {
  t = await createTestApp();
  // Never used by the run: its sign-in afterwards shows the server still works.
  bystander = await newMember(t);
  operations = listOperations(t.app.swagger());
  const started = Date.now();
  result = await runCampaign(t.app, operations, async () => {
    // Staff, so that staff-only operations validate and run too.
    const member = await newStaff(t);
    return { id: member.id, password: TEST_PASSWORD, token: member.token };
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Robustness: ${operations.length} operations, ${result.requests} requests in ${seconds} s`);
}, 600_000);

afterAll(async () => {
  await t.close();
});

describe('every operation of the OpenAPI document, fed malformed input', () => {
  it('reads the operations from the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(20);
    expect(operations.filter((operation) => operation.secured).length).toBeGreaterThan(40);
  });

  it('never answers 5xx', () => {
    expect(formatFailures(result.serverErrors)).toEqual([]);
  });

  it('answers 401 without a token on every operation that declares bearer security, even with a bad body', () => {
    expect(formatFailures(result.missedUnauthorized)).toEqual([]);
  });

  it('still signs in and answers a signed-in read afterwards', async () => {
    const signIn = await call<{ token: string }>(t, {
      method: 'POST',
      url: '/api/Login',
      remoteAddress: '192.0.2.1',
      payload: { userId: String(bystander.id), password: TEST_PASSWORD, loginType: 2 },
    });
    expect(signIn.status).toBe(200);
    const step = await call(t, {
      method: 'GET',
      url: `/api/customer/GetCurrentUserStep/${bystander.id}`,
      headers: { authorization: `Bearer ${signIn.body.token}` },
    });
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ userStepId: 4 });
  });
});
