import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, SUBSCRIBER_ONLY_MESSAGES, USER_TYPE, type ModuleDetail } from '@oola/domain';
import { actions, moduleAnswers, users } from '../../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { grant } from '../courses/test-helpers.js';
import { courseById } from '../content/courses.js';
import { loadBreakthroughContent } from '../content/breakthrough.js';
import { takeAssessment, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Healthy Habits (all modules open with the purchase); Who Are You? (one module after the other). */
const OPEN_COURSE = 1001;
const SEQUENTIAL_COURSE = 1006;
const courseModule = courseById(OPEN_COURSE)!.modules[0]!;
/** Week 1 of the breakthrough: open the day Assessment One is taken. */
const WEEK_ONE = 101;
const weekOne = loadBreakthroughContent().modules[0]!;

const answer = (member: Member, moduleId: number, details: { questionId: number; optionId: number }[]) =>
  call<{ message?: string }>(t, {
    method: 'POST',
    url: '/api/ELearning/SaveCustomizeModuleAssessment',
    headers: member.auth,
    payload: { ModuleId: moduleId, AssesmentDetails: details },
  });
const addSteps = (member: Member, moduleId: number | string) =>
  call<{ added?: number; message?: string }>(t, {
    method: 'POST',
    url: `/api/AdditionalCourse/AddActionSteps/${moduleId}`,
    headers: member.auth,
  });
/** One answer (the first option) to every question of a module, numbered from its id. */
const everyQuestion = (moduleId: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ questionId: moduleId * 10 + index + 1, optionId: 1 }));
const written = async (member: Member) => ({
  answers: await t.database.db.select().from(moduleAnswers).where(eq(moduleAnswers.userId, member.id)),
  actions: await t.database.db.select().from(actions).where(eq(actions.userId, member.id)),
});

describe('a non-subscriber (user type 4) with a course', () => {
  it("answers a course module's quick question and adds its action steps", async () => {
    const guest = await newNonSubscriber(t);
    await grant(t, guest, OPEN_COURSE);
    expect((await answer(guest, 100101, everyQuestion(100101, courseModule.questions.length))).status).toBe(204);
    expect(await addSteps(guest, 100101)).toMatchObject({
      status: 200,
      body: { added: courseModule.do!.actionSteps!.steps.length },
    });
    const { answers, actions: rows } = await written(guest);
    expect(answers.map((row) => row.moduleKey)).toEqual([courseModule.key]);
    expect(rows.map((row) => row.text)).toEqual(courseModule.do!.actionSteps!.steps);
  });

  it('is a 403 on a locked module of the course, and on a course not theirs', async () => {
    const guest = await newNonSubscriber(t);
    expect(await addSteps(guest, 100101)).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.notYours } });
    await grant(t, guest, SEQUENTIAL_COURSE);
    expect(await addSteps(guest, 100602)).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.locked } });
    expect(await written(guest)).toEqual({ answers: [], actions: [] });
  });

  it('is still refused on a programme module, with the upgrade message, even one on a track of theirs', async () => {
    const lapsed = await newMember(t);
    await takeAssessment(t, lapsed, 1);
    await t.database.db.update(users).set({ userTypeId: USER_TYPE.nonSubscriber }).where(eq(users.id, lapsed.id));
    const refused = { status: 403, body: { message: SUBSCRIBER_ONLY_MESSAGES.elearning } };
    expect(await answer(lapsed, WEEK_ONE, everyQuestion(WEEK_ONE, weekOne.questions.length))).toMatchObject(refused);
    expect(await addSteps(lapsed, WEEK_ONE)).toMatchObject(refused);
    expect(await written(lapsed)).toEqual({ answers: [], actions: [] });
  });
});

describe('the two calls', () => {
  it('answer 400 for a bad module id or body, 404 for an unknown module, 401 without a token', async () => {
    const member = await newMember(t);
    expect((await addSteps(member, 'x')).status).toBe(400);
    expect((await addSteps(member, 999)).status).toBe(404);
    expect((await answer(member, 999, [{ questionId: 9991, optionId: 1 }])).status).toBe(404);
    const bad = await call(t, {
      method: 'POST',
      url: '/api/ELearning/SaveCustomizeModuleAssessment',
      headers: member.auth,
      payload: { ModuleId: 100101, AssesmentDetails: 'none' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await Promise.all([
      call(t, { method: 'POST', url: '/api/AdditionalCourse/AddActionSteps/100101' }),
      call(t, { method: 'POST', url: '/api/ELearning/SaveCustomizeModuleAssessment', payload: {} }),
    ]);
    expect(anonymous.map((response) => response.status)).toEqual([401, 401]);
  });
});

describe("a Do section whose action-steps button is off (the mid-year module's)", () => {
  /** Halfway There: month 3 of the level-1 path, which opens once the 12 weeks are unlocked. */
  const MID_YEAR = 203;

  it('is shown greyed and refuses to add its steps (409), writing nothing', async () => {
    const member = await newMember(t);
    await takeAssessment(t, member, 1);
    t.clock.advanceDays(77);
    await takeAssessment(t, member, 2);
    t.clock.advanceDays(60);
    const { status, body } = await call<ModuleDetail>(t, {
      method: 'GET',
      url: `/api/elearning/GetELearningModuleDetail/${MID_YEAR}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.sections.find((section) => section.name === 'Do')).toMatchObject({
      hasActionSteps: true,
      isActionStepsButtonEnabled: false,
      textButtonActionSteps: 'New action steps come with your review',
    });
    expect(await addSteps(member, MID_YEAR)).toMatchObject({
      status: 409,
      body: { message: 'This module has no action steps to add.' },
    });
    expect((await written(member)).actions).toEqual([]);
  });
});
