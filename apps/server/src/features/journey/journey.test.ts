import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_ONLY_MESSAGES, type CustomizeQuestion, type ShareContent } from '@oola/domain';
import { customizeAnswers, users } from '../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stepOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.stepId;
const answersOf = async (id: number) =>
  t.database.db.select().from(customizeAnswers).where(eq(customizeAnswers.userId, id));

describe('CustomizeAssessment', () => {
  it('answers the three questions with their options', async () => {
    const member = await newMember(t, { step: 0 });
    const { status, body } = await call<CustomizeQuestion[]>(t, {
      method: 'GET',
      url: '/api/CustomizeAssessment/GetCustomizeQuestions',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body[0]!.options.map((option) => option.text)).toEqual(['14-18', '19-29', '30-39', '40-59', '60+']);
    expect(body[2]!.options.map((option) => option.text)).toContain('Widowed');
    expect((await call(t, { method: 'GET', url: '/api/CustomizeAssessment/GetCustomizeQuestions' })).status).toBe(401);
  });

  it('saves the answers and moves step 0 → 1; a later save keeps the step', async () => {
    const member = await newMember(t, { step: 0 });
    const payload = {
      userId: member.id,
      CustomizeQuestions: [
        { questionId: 1, OptionId: 2 },
        { questionId: 2, OptionId: 3 },
        { questionId: 3, OptionId: 1 },
      ],
    };
    const url = '/api/CustomizeAssessment/SaveCustomizeQuestions';
    const first = await call(t, { method: 'POST', url, headers: member.auth, payload });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ userStepId: 1 });
    expect(await stepOf(member.id)).toBe(1);
    expect(await answersOf(member.id)).toHaveLength(3);

    const later = await newMember(t, { step: 3 });
    const again = await call(t, {
      method: 'POST',
      url,
      headers: later.auth,
      payload: { ...payload, userId: later.id },
    });
    expect(again.body).toEqual({ userStepId: 3 });
  });

  it('answers 400 and writes nothing for a missing answer or an unknown option; 403 and 401 otherwise', async () => {
    const member = await newMember(t, { step: 0 });
    const url = '/api/CustomizeAssessment/SaveCustomizeQuestions';
    const partial = [
      { questionId: 1, optionId: 2 },
      { questionId: 2, optionId: 3 },
    ];
    for (const customizeQuestions of [
      partial,
      [...partial, { questionId: 3, optionId: 99 }],
      [...partial, partial[0]!],
    ]) {
      const { status } = await call(t, {
        method: 'POST',
        url,
        headers: member.auth,
        payload: { userId: member.id, customizeQuestions },
      });
      expect(status).toBe(400);
    }
    const valid = { customizeQuestions: [...partial, { questionId: 3, optionId: 1 }] };
    const other = await newMember(t, { step: 0 });
    expect(
      (await call(t, { method: 'POST', url, headers: other.auth, payload: { userId: member.id, ...valid } })).status,
    ).toBe(403);
    expect((await call(t, { method: 'POST', url, payload: { userId: member.id, ...valid } })).status).toBe(401);
    expect(await answersOf(member.id)).toHaveLength(0);
    expect(await stepOf(member.id)).toBe(0);
  });
});

describe('GET /api/Customer/GetShareContent/{type}', () => {
  it("answers the wheel (1) and One goal (2) share texts with the member's web alias", async () => {
    const member = await newMember(t, { webAlias: 'sharer' });
    for (const type of [1, 2]) {
      const { status, body } = await call<ShareContent>(t, {
        method: 'GET',
        url: `/api/Customer/GetShareContent/${type}`,
        headers: member.auth,
      });
      expect(status).toBe(200);
      expect(body.webAlias).toBe('sharer');
      expect(body.socialMediaTitle).toContain('date');
      expect(body.socialMediaMessage).toBeTruthy();
    }
    expect(
      (await call(t, { method: 'GET', url: '/api/Customer/GetShareContent/3', headers: member.auth })).status,
    ).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/Customer/GetShareContent/1' })).status).toBe(401);
  });
});

describe('PUT Customer/SetMidYearReviewStep and SetYearInReviewStep', () => {
  it('start the mid-year review (→ 5) or level 2 (→ 6) from the dashboard only', async () => {
    const midYear = await newMember(t, { step: 4 });
    const ok = await call(t, { method: 'PUT', url: '/api/Customer/SetMidYearReviewStep', headers: midYear.auth });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ userStepId: 5 });
    expect(await stepOf(midYear.id)).toBe(5);
    const twice = await call<{ message: string }>(t, {
      method: 'PUT',
      url: '/api/Customer/SetYearInReviewStep',
      headers: midYear.auth,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/dashboard/);
    expect(await stepOf(midYear.id)).toBe(5);

    const levelTwo = await newMember(t, { step: 4 });
    const level = await call(t, { method: 'PUT', url: '/api/customer/setyearinreviewstep', headers: levelTwo.auth });
    expect(level.body).toEqual({ userStepId: 6 });

    const inStepTwo = await newMember(t, { step: 2 });
    expect(
      (await call(t, { method: 'PUT', url: '/api/Customer/SetMidYearReviewStep', headers: inStepTwo.auth })).status,
    ).toBe(409);
    expect(await stepOf(inStepTwo.id)).toBe(2);
    expect((await call(t, { method: 'PUT', url: '/api/Customer/SetMidYearReviewStep' })).status).toBe(401);
  });

  it('are a 403 with the upgrade message for a non-subscriber, whose step stays', async () => {
    const guest = await newNonSubscriber(t, { step: 4 });
    for (const url of ['/api/Customer/SetMidYearReviewStep', '/api/Customer/SetYearInReviewStep']) {
      const refused = await call(t, { method: 'PUT', url, headers: guest.auth });
      expect(refused).toMatchObject({ status: 403, body: { message: SUBSCRIBER_ONLY_MESSAGES.elearning } });
    }
    expect(await stepOf(guest.id)).toBe(4);
  });
});
