import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  longDate,
  memberToday,
  type CourseItem,
  type CourseModules,
  type ModuleDetail,
} from '@oola/domain';
import { courseModuleCompletions } from '../../../db/schema/index.js';
import { newMember, newNonSubscriber, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { courseById } from '../content/courses.js';
import { grant, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Healthy Habits: all modules open at once. Who Are You?: each opens when the one before is completed. */
const OPEN = 1001;
const SEQUENTIAL = 1006;
const sequential = courseById(SEQUENTIAL)!;

const list = (member: Member) =>
  call<CourseItem[]>(t, { method: 'GET', url: '/api/AdditionalCourse/GetCourses', headers: member.auth });
const modules = (member: Member, courseId: number | string) =>
  call<CourseModules & { message?: string }>(t, {
    method: 'GET',
    url: `/api/additionalcourse/getelearningmodules/${courseId}`,
    headers: member.auth,
  });
const detail = (member: Member, moduleId: number | string) =>
  call<ModuleDetail & { message?: string }>(t, {
    method: 'GET',
    url: `/api/AdditionalCourse/GetELearningModuleDetail/${moduleId}`,
    headers: member.auth,
  });
const complete = (member: Member, payload: object) =>
  call<{ id: number; isCompleted: boolean; message?: string }>(t, {
    method: 'PUT',
    url: '/api/AdditionalCourse/CompleteELearningModule',
    headers: member.auth,
    payload,
  });
const completions = (member: Member) =>
  t.database.db
    .select()
    .from(courseModuleCompletions)
    .where(and(eq(courseModuleCompletions.userId, member.id)));

describe('GET /api/AdditionalCourse/GetCourses', () => {
  it("lists every course, the member's own purchased with their steps, the rest as recommendations", async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    const { status, body } = await list(member);
    expect(status).toBe(200);
    expect(body.map((course) => course.id)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    const own = body.find((course) => course.id === OPEN)!;
    expect(own).toMatchObject({
      title: 'Healthy Habits in 30 Days',
      price: 49,
      exigoItemCode: 'COURSE-1001',
      purchased: true,
      completed: false,
      isEnabled: true,
      isCoachCertification: false,
      urlProduct: '/NewModuleWelcome?courseId=1001',
    });
    expect(own.steps[0]).toEqual({ lessonId: 100101, title: courseById(OPEN)!.modules[0]!.title, completed: false });
    expect(body.filter((course) => course.purchased).map((course) => course.id)).toEqual([OPEN]);
  });

  it('marks completed steps, and the course once every module is completed', async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    const count = courseById(OPEN)!.modules.length;
    expect((await complete(member, { id: 100101, userId: member.id })).status).toBe(200);
    const partly = (await list(member)).body.find((course) => course.id === OPEN)!;
    expect(partly.steps.map((step) => step.completed)).toEqual([true, ...Array<boolean>(count - 1).fill(false)]);
    expect(partly.completed).toBe(false);
    for (let place = 2; place <= count; place++) await complete(member, { id: 100100 + place, userId: member.id });
    expect((await list(member)).body.find((course) => course.id === OPEN)!.completed).toBe(true);
  });

  it('adds the coach certification (1009), purchased, for an active coach only', async () => {
    const coach = await newActiveCoach(t);
    const certification = (await list(coach)).body.find((course) => course.id === 1009);
    expect(certification).toMatchObject({ purchased: true, isCoachCertification: true, completed: false });
    expect(certification!.steps[0]).toMatchObject({ lessonId: 100901, completed: false });
    const member = await newMember(t);
    expect((await list(member)).body.some((course) => course.id === 1009)).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetCourses' })).status).toBe(401);
  });
});

describe('GET /api/AdditionalCourse/GetELearningModules/{courseId}', () => {
  it('answers the welcome content, no modules and purchased false to a member without the course', async () => {
    const member = await newMember(t);
    const { status, body } = await modules(member, OPEN);
    expect(status).toBe(200);
    expect(body).toMatchObject({ courseId: OPEN, purchased: false, modules: [], sequential: false });
    expect(body.whatToExpectDTO.htmlTitle).toContain('Healthy Habits');
  });

  it('lists every module of an open course unlocked, dated the day it was granted', async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    const granted = longDate(memberToday(null, t.clock.now()));
    t.clock.advanceDays(2);
    const { body } = await modules(member, OPEN);
    expect(body.purchased).toBe(true);
    expect(body.modules).toHaveLength(courseById(OPEN)!.modules.length);
    expect(body.modules[1]).toMatchObject({
      id: 100102,
      title: courseById(OPEN)!.modules[1]!.title,
      imageUrl: courseById(OPEN)!.modules[1]!.image,
      isUnlocked: true,
      isEnabled: true,
      isCompleted: false,
      unLockDateText: `Unlocked on ${granted}`,
      externalLink: null,
    });
  });

  it('opens a sequential course one module at a time, each on the day the one before was completed', async () => {
    const member = await newMember(t);
    await grant(t, member, SEQUENTIAL);
    const before = (await modules(member, SEQUENTIAL)).body;
    expect(before.sequential).toBe(true);
    expect(before.modules.map((card) => card.isUnlocked)).toEqual([true, false, false, false, false]);
    expect(before.modules[1]!.unLockDateText).toBe(`Unlocks when you complete ${sequential.modules[0]!.title}`);
    t.clock.advanceDays(3);
    const completedOn = longDate(memberToday(null, t.clock.now()));
    expect((await complete(member, { id: 100601, userId: member.id })).status).toBe(200);
    const after = (await modules(member, SEQUENTIAL)).body;
    expect(after.modules.map((card) => card.isUnlocked)).toEqual([true, true, false, false, false]);
    expect(after.modules[0]!.isCompleted).toBe(true);
    expect(after.modules[1]!.unLockDateText).toBe(`Unlocked on ${completedOn}`);
  });

  it('is open to non-subscribers (user type 4) who have the course', async () => {
    const member = await newNonSubscriber(t, { step: -1 });
    await grant(t, member, OPEN);
    expect((await modules(member, OPEN)).body.purchased).toBe(true);
    expect((await detail(member, 100101)).status).toBe(200);
  });

  it('answers 404 for an unknown course (the certification included), 400 for a bad id, 401 without a token', async () => {
    const member = await newMember(t);
    expect((await modules(member, 4242)).status).toBe(404);
    expect((await modules(member, 1009)).body.message).toBe(COURSE_MESSAGES.notFound);
    expect((await modules(member, 0)).status).toBe(400);
    expect((await modules(member, 'abc')).status).toBe(400);
    expect((await modules(member, 2 ** 31)).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/AdditionalCourse/GetELearningModules/${OPEN}` })).status).toBe(
      401,
    );
  });
});

describe('GET /api/AdditionalCourse/GetELearningModuleDetail/{moduleId}', () => {
  it("answers the programme's module page: Watch, Read and Do, with the workbook and action steps", async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    const content = courseById(OPEN)!.modules[0]!;
    const { status, body } = await detail(member, 100101);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 100101,
      title: content.title,
      caption: content.caption,
      isCompleted: false,
      nextStepId: null,
      displayCompleteButton: true,
    });
    expect(body.unlockedDateText).toMatch(/^Unlocked on /);
    expect(body.sections.map((section) => section.name)).toEqual(['Watch', 'Read', 'Do']);
    expect(body.sections[0]).toMatchObject({ videoUrl: content.watch.video, captionsUrl: content.watch.captions });
    expect(body.sections[2]).toMatchObject({ pdfUrl: content.do!.workbook });
  });

  it('is a 403 without the course and for a locked module, a 404 for an unknown id, a 400 for a bad one', async () => {
    const member = await newMember(t);
    const refused = await detail(member, 100101);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COURSE_MESSAGES.notYours);
    await grant(t, member, SEQUENTIAL);
    const locked = await detail(member, 100602);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(COURSE_MESSAGES.locked);
    expect((await detail(member, 100699)).status).toBe(404);
    expect((await detail(member, 100600)).status).toBe(404);
    expect((await detail(member, 424201)).status).toBe(404);
    expect((await detail(member, 101)).status).toBe(404);
    expect((await detail(member, 'x')).status).toBe(400);
    expect(
      (await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetELearningModuleDetail/100101' })).status,
    ).toBe(401);
  });
});

describe('PUT /api/AdditionalCourse/CompleteELearningModule', () => {
  it('completes an open module once (field names in any letter case); again is harmless', async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    const first = await complete(member, { ID: 100103, USERID: member.id });
    expect(first).toMatchObject({ status: 200, body: { id: 100103, isCompleted: true } });
    expect((await complete(member, { id: 100103, userId: member.id })).status).toBe(200);
    expect(await completions(member)).toHaveLength(1);
    expect((await detail(member, 100103)).body.isCompleted).toBe(true);
  });

  it("refuses another member's id, a course not theirs, a locked or unknown module and bad input; writes nothing", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await grant(t, member, SEQUENTIAL);
    expect((await complete(member, { id: 100601, userId: other.id })).status).toBe(403);
    expect((await complete(member, { id: 100101, userId: member.id })).status).toBe(403);
    expect((await complete(member, { id: 100602, userId: member.id })).status).toBe(403);
    expect((await complete(member, { id: 100609, userId: member.id })).status).toBe(404);
    const bad = await complete(member, { id: 'first', userId: member.id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    expect((await complete(member, { userId: member.id })).status).toBe(400);
    expect(await completions(member)).toEqual([]);
    const anonymous = await call(t, {
      method: 'PUT',
      url: '/api/AdditionalCourse/CompleteELearningModule',
      payload: { id: 100601, userId: member.id },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a course module's quick questions and action steps (the programme's calls)", () => {
  const content = courseById(OPEN)!.modules[0]!;
  const answer = (member: Member, optionId: number) =>
    call<{ message?: string }>(t, {
      method: 'POST',
      url: '/api/ELearning/SaveCustomizeModuleAssessment',
      headers: member.auth,
      payload: { moduleId: 100101, assesmentDetails: [{ questionId: 1001011, optionId }] },
    });
  const addSteps = (member: Member) =>
    call<{ added?: number; message?: string }>(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/AddActionSteps/100101',
      headers: member.auth,
    });

  it("saves the answer shown on the module page and adds the Do section's steps to the tracker", async () => {
    const member = await newMember(t);
    await grant(t, member, OPEN);
    expect(content.questions).toHaveLength(1);
    expect((await detail(member, 100101)).body.questions).toEqual([
      {
        id: 1001011,
        text: content.questions[0]!.text,
        options: content.questions[0]!.options.map((text, index) => ({ id: index + 1, text })),
        selectedOptionId: null,
      },
    ]);
    expect((await answer(member, 2)).status).toBe(204);
    expect((await detail(member, 100101)).body.questions[0]!.selectedOptionId).toBe(2);
    expect(await addSteps(member)).toMatchObject({
      status: 200,
      body: { added: content.do!.actionSteps!.steps.length },
    });
  });

  it('is a 403 without the course or while the module is locked, 400 for an option the question lacks', async () => {
    const member = await newMember(t);
    expect((await answer(member, 1)).status).toBe(403);
    expect((await addSteps(member)).status).toBe(403);
    await grant(t, member, OPEN);
    expect((await answer(member, content.questions[0]!.options.length + 1)).status).toBe(400);
    await grant(t, member, SEQUENTIAL);
    const locked = await call<{ message?: string }>(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/AddActionSteps/100602',
      headers: member.auth,
    });
    expect(locked).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.locked } });
  });
});
