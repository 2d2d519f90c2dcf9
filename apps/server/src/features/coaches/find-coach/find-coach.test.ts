import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_COACH_MESSAGES, type FindCoachQuestion, type MemberCoachProfile, type MyCoach } from '@oola/domain';
import { newMember, newNonSubscriber, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';
import { hashPassword } from '../../../identity/passwords.js';
import { seedCoachDirectory } from '../directory/seed.js';

type User = Identity;

let t: TestApp;
let member: User;
let client: User;
let nonSubscriber: User;
let coach: User;

beforeAll(async () => {
  t = await createTestApp();
  coach = await newActiveCoach(t, { id: 2001, firstName: 'Morgan', lastName: 'Reyes' });
  await seedCoachDirectory(t.database.db, await hashPassword('demo-pass-1'));
  member = await newMember(t);
  client = await newMember(t, { coachId: 2001 });
  nonSubscriber = await newNonSubscriber(t);
});
afterAll(async () => t.close());

const get = <T>(url: string, who?: User) => call<T>(t, { method: 'GET', url, headers: who?.auth });

/** A whole questionnaire: the first option of every question. */
async function firstOptions(who: User) {
  const { body } = await get<FindCoachQuestion[]>('/api/FindCoach/GetAssessmentQuestions', who);
  return body.map((question) => ({ questionId: question.id, optionId: question.options[0]!.id }));
}

const save = (who: User, body: Record<string, unknown>) =>
  call<{ message: string }>(t, {
    method: 'POST',
    url: '/api/FindCoach/SaveAssessment',
    headers: who.auth,
    payload: body,
  });

describe('GET /api/FindCoach/GetCoachBySearchTerm/{term}', () => {
  it('finds active coaches by first, last or full name, whatever the letter case of the path', async () => {
    const { status, body } = await get<{ coachId: number }[]>('/api/findcoach/getcoachbysearchterm/MORGAN', member);
    expect(status).toBe(200);
    expect(body.map((card) => card.coachId)).toEqual([2001]);
    const full = await get<{ lastName: string }[]>('/api/FindCoach/GetCoachBySearchTerm/marcus%20bell', member);
    expect(full.body.map((card) => card.lastName)).toEqual(['Bell']);
  });

  it('answers an empty list when no coach matches, and never lists members', async () => {
    await newMember(t, { firstName: 'Zebulon', lastName: 'Member' });
    expect((await get('/api/FindCoach/GetCoachBySearchTerm/zebulon', member)).body).toEqual([]);
  });

  it("answers 400 for a blank or control-character term (and 414 past the router's 100 characters)", async () => {
    expect((await get(`/api/FindCoach/GetCoachBySearchTerm/${'x'.repeat(101)}`, member)).status).toBe(414);
    for (const term of ['%20%20', 'mor%07gan']) {
      const { status, body } = await get<{ message: string; errors: unknown[] }>(
        `/api/FindCoach/GetCoachBySearchTerm/${term}`,
        member,
      );
      expect(status).toBe(400);
      expect(body.errors).toHaveLength(1);
    }
  });

  it('answers 401 without a token and 403 to a non-subscriber', async () => {
    expect((await get('/api/FindCoach/GetCoachBySearchTerm/morgan')).status).toBe(401);
    const locked = await get<{ message: string }>('/api/FindCoach/GetCoachBySearchTerm/morgan', nonSubscriber);
    expect(locked).toMatchObject({ status: 403, body: { message: FIND_COACH_MESSAGES.subscriberOnly } });
  });
});

describe('GET /api/FindCoach/GetAssessmentQuestions and POST /api/FindCoach/SaveAssessment', () => {
  it('answers the questionnaire with nothing selected, then the saved answers selected', async () => {
    const who = await newMember(t);
    const { status, body } = await get<FindCoachQuestion[]>('/api/FindCoach/GetAssessmentQuestions', who);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(5);
    expect(body[0]).toMatchObject({ id: 1, text: 'What would you most like help with right now?' });
    expect(body.flatMap((question) => question.options).some((option) => option.selected)).toBe(false);

    const answers = body.map((question) => ({ questionId: question.id, optionId: question.options.at(-1)!.id }));
    expect((await save(who, { UserId: who.id, Details: answers })).status).toBe(204);
    const after = await get<FindCoachQuestion[]>('/api/FindCoach/GetAssessmentQuestions', who);
    for (const question of after.body) {
      expect(question.options.filter((option) => option.selected).map((option) => option.id)).toEqual([
        question.options.at(-1)!.id,
      ]);
    }
    // Saving again replaces the answers.
    expect((await save(who, { userId: who.id, details: await firstOptions(who) })).status).toBe(204);
    const again = await get<FindCoachQuestion[]>('/api/FindCoach/GetAssessmentQuestions', who);
    expect(again.body.every((question) => question.options[0]!.selected)).toBe(true);
  });

  it("answers 400 'Please answer all the questions' for a missing answer, and writes nothing", async () => {
    const who = await newMember(t);
    const answers = await firstOptions(who);
    for (const details of [answers.slice(1), []]) {
      const { status, body } = await save(who, { userId: who.id, details });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: FIND_COACH_MESSAGES.answerAll,
        errors: [{ path: 'details', message: FIND_COACH_MESSAGES.answerAll }],
      });
    }
    const after = await get<FindCoachQuestion[]>('/api/FindCoach/GetAssessmentQuestions', who);
    expect(after.body.flatMap((question) => question.options).some((option) => option.selected)).toBe(false);
  });

  it("answers 400 for another question's option, an unknown question, a question twice or a wrong type", async () => {
    const who = await newMember(t);
    const answers = await firstOptions(who);
    const [first, second] = answers;
    const cases = [
      [{ ...first!, optionId: second!.optionId }, ...answers.slice(1)],
      [...answers, { questionId: 99, optionId: 101 }],
      [...answers, first!],
      [{ questionId: 1, optionId: 'first' }, ...answers.slice(1)],
    ];
    for (const details of cases) expect((await save(who, { userId: who.id, details })).status).toBe(400);
    expect((await save(who, { userId: who.id })).status).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/FindCoach/GetCoachPicks', headers: who.auth })).status).toBe(409);
  });

  it('answers 401 without a token and 403 for another member or a non-subscriber', async () => {
    expect((await get('/api/FindCoach/GetAssessmentQuestions')).status).toBe(401);
    expect((await get('/api/FindCoach/GetAssessmentQuestions', nonSubscriber)).status).toBe(403);
    const answers = await firstOptions(member);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/FindCoach/SaveAssessment',
      payload: { userId: member.id, details: answers },
    });
    expect(anonymous.status).toBe(401);
    expect((await save(member, { userId: client.id, details: answers })).status).toBe(403);
    expect((await save(nonSubscriber, { userId: nonSubscriber.id, details: answers })).status).toBe(403);
  });
});

describe('GET /api/FindCoach/GetCoachPicks', () => {
  it("answers 409 until the questionnaire is saved, then the member's top 3 coaches", async () => {
    const who = await newMember(t);
    const before = await get<{ message: string }>('/api/FindCoach/GetCoachPicks', who);
    expect(before).toMatchObject({ status: 409, body: { message: FIND_COACH_MESSAGES.answerAll } });
    await save(who, { userId: who.id, details: await firstOptions(who) });
    const { status, body } = await get<{ coachId: number; matchedAreaIds: number[] }[]>(
      '/api/FindCoach/GetCoachPicks',
      who,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    // The first option of the first question is Fitness (area 1): the top pick focuses on it.
    expect(body[0]!.matchedAreaIds[0]).toBe(1);
  });

  it('answers 401 without a token and 403 to a non-subscriber', async () => {
    expect((await get('/api/FindCoach/GetCoachPicks')).status).toBe(401);
    expect((await get('/api/FindCoach/GetCoachPicks', nonSubscriber)).status).toBe(403);
  });
});

describe("The member's coach: GET FindCoach/GetCoachByUser and Coach/GetCoachByUserId/{userId}", () => {
  it("answers null without a coach, and the coach with contact details for the coach's client", async () => {
    expect((await get<MyCoach>('/api/FindCoach/GetCoachByUser', member)).body).toEqual({ coach: null });
    const { status, body } = await get<MyCoach>('/api/FindCoach/GetCoachByUser', client);
    expect(status).toBe(200);
    expect(body.coach).toMatchObject({
      coachId: 2001,
      firstName: 'Morgan',
      isMyCoach: true,
      emailAddress: { email: 'coach2001@example.com' },
      phoneNumber: { phone: expect.stringMatching(/^\d{10}$/) },
      creditCardOnFile: false,
    });
    const byId = await get<MyCoach>(`/api/Coach/GetCoachByUserId/${client.id}`, client);
    expect(byId.body).toEqual(body);
  });

  it("answers 403 for another member's id, 400 for a bad id, 401 without a token", async () => {
    expect((await get(`/api/Coach/GetCoachByUserId/${client.id}`, member)).status).toBe(403);
    expect((await get('/api/Coach/GetCoachByUserId/abc', member)).status).toBe(400);
    expect((await get(`/api/Coach/GetCoachByUserId/${member.id}`)).status).toBe(401);
    expect((await get('/api/FindCoach/GetCoachByUser')).status).toBe(401);
    expect((await get('/api/FindCoach/GetCoachByUser', nonSubscriber)).status).toBe(403);
  });
});

describe('GET /api/Coach/GetDirectoryListingInfo/{userId} and Coach/getProfileInfo/{id}', () => {
  it("answers a coach's listing without contact details to a member who is not the coach's client", async () => {
    const { status, body } = await get<MemberCoachProfile>('/api/Coach/GetDirectoryListingInfo/2004', member);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      coachId: 2004,
      firstName: 'Hannah',
      schedulingUrl: null,
      isMyCoach: false,
      emailAddress: null,
      phoneNumber: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/example\.com|5550102004/);
  });

  it('answers contact details to the coach and to their client only', async () => {
    const asClient = await get<MemberCoachProfile>('/api/Coach/GetDirectoryListingInfo/2001', client);
    expect(asClient.body).toMatchObject({ isMyCoach: true, emailAddress: { email: 'coach2001@example.com' } });
    const asCoach = await get<MemberCoachProfile>('/api/Coach/GetDirectoryListingInfo/2001', coach);
    expect(asCoach.body).toMatchObject({ isMyCoach: false, emailAddress: { email: 'coach2001@example.com' } });
    const asOther = await get<MemberCoachProfile>('/api/Coach/GetDirectoryListingInfo/2001', member);
    expect(asOther.body).toMatchObject({ isMyCoach: false, emailAddress: null, phoneNumber: null });
  });

  it("getProfileInfo takes a coach's id, or the caller's own id for their coach (or themself as a coach)", async () => {
    expect((await get<MemberCoachProfile>('/api/Coach/getProfileInfo/2003', member)).body.coachId).toBe(2003);
    const own = await get<MemberCoachProfile>(`/api/coach/GETPROFILEINFO/${client.id}`, client);
    expect(own.body).toMatchObject({ coachId: 2001, isMyCoach: true });
    expect((await get<MemberCoachProfile>('/api/Coach/getProfileInfo/2001', coach)).body.coachId).toBe(2001);
    const none = await get<{ message: string }>(`/api/Coach/getProfileInfo/${member.id}`, member);
    expect(none).toMatchObject({ status: 404, body: { message: 'You do not have a coach yet.' } });
  });

  it('answers 404 for a user who is not a listed coach, 400 for a bad id, 401 and 403 as the others', async () => {
    for (const path of ['GetDirectoryListingInfo', 'getProfileInfo']) {
      expect((await get(`/api/Coach/${path}/${client.id}`, member)).status).toBe(404);
      expect((await get(`/api/Coach/${path}/999999`, member)).status).toBe(404);
      expect((await get(`/api/Coach/${path}/0`, member)).status).toBe(400);
      expect((await get(`/api/Coach/${path}/2001`)).status).toBe(401);
      expect((await get(`/api/Coach/${path}/2001`, nonSubscriber)).status).toBe(403);
    }
  });

  it('keeps the public listing open to visitors', async () => {
    expect((await get('/api/Coach/GetDirectoryListingInfoPublic/2001')).status).toBe(200);
  });
});
