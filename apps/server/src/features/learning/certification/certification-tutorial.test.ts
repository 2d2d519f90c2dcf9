import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurrentUserStep, type Session } from '@oola/domain';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import type { Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/AdditionalCourse/HideCertificationTutorial';
const coachWithTour = () => newActiveCoach(t, { displayCoachCertificationTutorial: true });
const hide = (member: Member) =>
  call<{ displayCoachCertificationTutorial: boolean }>(t, { method: 'PUT', url: URL, headers: member.auth });

async function flagOf(member: Member) {
  const step = await call<CurrentUserStep>(t, {
    method: 'GET',
    url: `/api/customer/GetCurrentUserStep/${member.id}`,
    headers: member.auth,
  });
  const login = await call<Session>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(member.id), password: TEST_PASSWORD, loginType: 2 },
  });
  return { step: step.body.displayCoachCertificationTutorial, session: login.body.displayCoachCertificationTutorial };
}

describe('PUT /api/AdditionalCourse/HideCertificationTutorial', () => {
  it("hides the caller's tour step for good: the current step and every new session answer false", async () => {
    const coach = await coachWithTour();
    expect(await flagOf(coach)).toEqual({ step: true, session: true });
    const { status, body } = await hide(coach);
    expect(status).toBe(200);
    expect(body).toEqual({ displayCoachCertificationTutorial: false });
    expect(await flagOf(coach)).toEqual({ step: false, session: false });
  });

  it('changes only the caller, and hiding it again changes nothing', async () => {
    const coach = await coachWithTour();
    const other = await coachWithTour();
    expect((await hide(coach)).status).toBe(200);
    expect((await hide(coach)).body).toEqual({ displayCoachCertificationTutorial: false });
    expect(await flagOf(other)).toEqual({ step: true, session: true });
  });

  it('lets a member without the tour step call it harmlessly', async () => {
    const member = await newMember(t);
    expect((await hide(member)).status).toBe(200);
    expect(await flagOf(member)).toEqual({ step: false, session: false });
  });

  it('answers 400 for a malformed body and 401 without a token, changing nothing', async () => {
    const coach = await coachWithTour();
    const malformed = await call(t, {
      method: 'PUT',
      url: URL,
      headers: { ...coach.auth, 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(malformed.status).toBe(400);
    expect((await call(t, { method: 'PUT', url: URL })).status).toBe(401);
    expect(await flagOf(coach)).toEqual({ step: true, session: true });
  });
});
