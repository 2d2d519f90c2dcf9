import { addDays, ELEARNING_MESSAGES, longDate, memberToday, SUBSCRIBER_ONLY_MESSAGES } from '@oola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newNonSubscriber } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';
import { boardOf, takeAssessment } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const detail = (member: Identity, moduleId: number) =>
  call<{ id: number; message?: string }>(t, {
    method: 'GET',
    url: `/api/elearning/GetELearningModuleDetail/${moduleId}`,
    headers: member.auth,
  });

describe('the Breakthrough Experience', () => {
  it('opens after Assessment One with 12 weekly modules, the first unlocked today in the member’s zone', async () => {
    const member = await newMember(t, { timeZone: 'America/Denver' });
    const before = await boardOf(t, member);
    expect(before).toMatchObject({ myBreakthroughExperience: [], canStartBreakthrough: true, moduleVip: null });

    const created = await takeAssessment(t, member, 1);
    expect(created.status).toBe(200);
    const today = memberToday('America/Denver', t.clock.now());
    expect(created.body).toEqual({ track: 'breakthrough', modules: 12, startDate: today });

    const board = await boardOf(t, member);
    expect(board.canStartBreakthrough).toBe(false);
    expect(board.myBreakthroughExperience).toHaveLength(12);
    expect(board.myBreakthroughExperience.map((module) => module.isUnlocked)).toEqual([true, ...Array(11).fill(false)]);
    expect(board.myBreakthroughExperience[0]!.unLockDateText).toBe(`Unlocked on ${longDate(today)}`);
    expect(board.myBreakthroughExperience[2]!.unLockDateText).toBe(`Unlocks on ${longDate(addDays(today, 14))}`);
    expect(board.moduleVip).toBe(board.myBreakthroughExperience[0]!.id);
    expect(board.courseProgress).toEqual({ currentDay: 1, courseDays: 84 });
    expect(board.startPathAssessmentType).toBeNull();
  });

  it('keeps next week’s module a 403 until the clock reaches its day, then opens it', async () => {
    const member = await newMember(t);
    await takeAssessment(t, member, 1);
    const [first, second, third] = (await boardOf(t, member)).myBreakthroughExperience;
    expect((await detail(member, first!.id)).status).toBe(200);
    const locked = await detail(member, second!.id);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(ELEARNING_MESSAGES.locked);

    t.clock.advanceDays(7);
    expect((await detail(member, second!.id)).status).toBe(200);
    expect((await detail(member, third!.id)).status).toBe(403);
    expect((await boardOf(t, member)).courseProgress.currentDay).toBe(8);
  });

  it('starts once: a second Assessment One is a 409 and the start day stays', async () => {
    const member = await newMember(t);
    const first = await takeAssessment(t, member, 1);
    t.clock.advanceDays(1);
    const again = await takeAssessment(t, member, 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ELEARNING_MESSAGES.alreadyStarted);
    expect((await boardOf(t, member)).myBreakthroughExperience[0]!.unLockDateText).toContain(
      longDate(first.body.startDate),
    );
  });

  it('waits for the journey: before Design My Life Blueprint nothing may start', async () => {
    const member = await newMember(t, { step: 2 });
    expect((await boardOf(t, member)).canStartBreakthrough).toBe(false);
    expect((await takeAssessment(t, member, 1)).status).toBe(409);
  });
});

describe('the personalised path', () => {
  it('opens at level 1 only once all 12 breakthrough modules are unlocked, weakest areas first', async () => {
    const member = await newMember(t);
    await takeAssessment(t, member, 1);
    const early = await takeAssessment(t, member, 2);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ELEARNING_MESSAGES.breakthroughFirst);
    expect((await boardOf(t, member)).startPathAssessmentType).toBeNull();

    t.clock.advanceDays(77);
    expect((await boardOf(t, member)).startPathAssessmentType).toBe(2);
    // Area 6 is the weakest (option 1), then area 2 (option 2); the others tie at 5 and go by area number.
    const created = await takeAssessment(t, member, 2, (area) => (area === 6 ? 1 : area === 2 ? 2 : 5));
    expect(created.body).toMatchObject({ track: 'path', modules: 9 });

    const board = await boardOf(t, member);
    const path = board.myPersonalizedPath;
    expect(path.map((module) => module.id)).toEqual([201, 216, 203, 212, 211, 213, 214, 215, 204]);
    expect(path.map((module) => module.isUnlocked)).toEqual([true, ...Array(8).fill(false)]);
    expect(board.courseProgress).toEqual({ currentDay: 1, courseDays: 270 });

    t.clock.advanceDays(60);
    const midYear = await detail(member, 203);
    expect(midYear.status).toBe(200);
    expect(midYear.body).toMatchObject({ nextStepId: 5, goToNextLevelDesc: ELEARNING_MESSAGES.startOolaWheel });
  });

  it('gives a level-2 member 11 months with no breakthrough needed', async () => {
    const member = await newMember(t, { level: 2, step: 4 });
    const board = await boardOf(t, member, 2);
    expect(board).toMatchObject({ canStartBreakthrough: false, startPathAssessmentType: 3 });
    expect((await takeAssessment(t, member, 2)).status).toBe(409);
    expect((await takeAssessment(t, member, 3)).body).toMatchObject({ track: 'path', modules: 11 });
  });
});

describe('who may read a board', () => {
  it('answers 403 for another member or a level above the member’s, 401 without a token, 400 for a bad level', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const get = (url: string, headers = member.auth) => call(t, { method: 'GET', url, headers });
    expect((await get(`/api/Elearning/GetELearningModules/${other.id}/1`)).status).toBe(403);
    expect((await get(`/api/Elearning/GetELearningModules/${member.id}/2`)).status).toBe(403);
    expect((await get(`/api/Elearning/GetELearningModules/${member.id}/5`)).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/Elearning/GetELearningModules/${member.id}/1` })).status).toBe(
      401,
    );
  });

  it('locks the programme for a non-subscriber', async () => {
    const guest = await newNonSubscriber(t);
    const board = await call(t, {
      method: 'GET',
      url: `/api/Elearning/GetELearningModules/${guest.id}/1`,
      headers: guest.auth,
    });
    expect(board).toMatchObject({ status: 403, body: { message: SUBSCRIBER_ONLY_MESSAGES.elearning } });
  });
});
