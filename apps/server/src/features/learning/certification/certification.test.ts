import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATION_MESSAGES,
  USER_TYPE,
  type CertificationModuleDetail,
  type CertificationModules,
} from '@oola/domain';
import { courseModuleCompletions } from '../../../db/schema/index.js';
import { newActiveCoach, newInactiveCoach, newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadCertificationContent } from '../content/certification.js';
import { certificationModules } from './certification-catalogue.js';
import { answerQuiz, completeModule, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const content = loadCertificationContent();
const all = certificationModules();
const firstWithQuiz = all.find((module) => module.quiz)!;
const newCoach = () => newActiveCoach(t);

const overview = (member: Member, courseId: number | string = 1009) =>
  call<CertificationModules & { message?: string }>(t, {
    method: 'GET',
    url: `/api/AdditionalCourse/GetCertificationModules/${courseId}`,
    headers: member.auth,
  });
const detail = (member: Member, moduleId: number | string) =>
  call<CertificationModuleDetail & { message?: string }>(t, {
    method: 'GET',
    url: `/api/AdditionalCourse/GetCertificationModuleDetail/${moduleId}`,
    headers: member.auth,
  });
const complete = (member: Member, moduleId: number | string) => completeModule(t, member, moduleId);

/** Completes the modules before `module`, passing their quizzes. */
async function reach(member: Member, moduleNumber: number) {
  for (const module of all.slice(0, moduleNumber - 1)) {
    if (module.quiz) await answerQuiz(t, member, module.quiz.id, true);
    const done = await complete(member, module.id);
    if (done.status !== 200) throw new Error(`completing ${module.id} answered ${done.status}`);
  }
}

describe('GET /api/AdditionalCourse/GetCertificationModules/{courseId}', () => {
  it('lists the sections with module numbers running across them; the first module is active, the rest locked', async () => {
    const coach = await newCoach();
    const { status, body } = await overview(coach);
    expect(status).toBe(200);
    expect(body).toMatchObject({ courseId: 1009, title: content.title });
    expect(body.sections.map((section) => section.title)).toEqual(content.sections.map((section) => section.title));
    const listed = body.sections.flatMap((section) => section.modules);
    expect(listed.map((module) => module.moduleNumber)).toEqual(all.map((_, index) => index + 1));
    expect(listed.map((module) => module.moduleId)).toEqual(all.map((_, index) => 100901 + index));
    expect(listed.map((module) => module.status)).toEqual([1, ...Array<number>(all.length - 1).fill(0)]);
    expect(body.sections.every((section) => section.progress === 0)).toBe(true);
  });

  it("counts each section's progress and moves the active module on, across sections", async () => {
    const coach = await newCoach();
    const firstSection = content.sections[0]!.modules.length;
    await reach(coach, firstSection + 1);
    const { body } = await overview(coach);
    expect(body.sections.map((section) => section.progress)).toEqual([100, 0, ...body.sections.slice(2).map(() => 0)]);
    expect(body.sections[1]!.modules.map((module) => module.status)).toEqual([
      1,
      ...Array<number>(body.sections[1]!.modules.length - 1).fill(0),
    ]);
    await complete(coach, all[firstSection]!.id);
    const after = (await overview(coach)).body;
    expect(after.sections[1]!.progress).toBe(Math.round(100 / after.sections[1]!.modules.length));
  });

  it('is a 403 for a member who is not an active coach (a non-subscriber coach is in), 404 for another course', async () => {
    const member = await newMember(t);
    const refused = await overview(member);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CERTIFICATION_MESSAGES.coachesOnly);
    expect((await overview(await newInactiveCoach(t))).status).toBe(403);
    const nonSubscriberCoach = await newMember(t, { isActiveCoach: true, userTypeId: USER_TYPE.nonSubscriber });
    expect((await overview(nonSubscriberCoach)).status).toBe(200);
    expect((await overview(await newCoach(), 1001)).status).toBe(404);
    expect((await overview(await newCoach(), 'x')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetCertificationModules/1009' })).status).toBe(
      401,
    );
  });
});

describe('GET /api/AdditionalCourse/GetCertificationModuleDetail/{moduleId}', () => {
  it('answers Watch and Read, the link, the quiz and the modules around it', async () => {
    const coach = await newCoach();
    await reach(coach, firstWithQuiz.number);
    const { status, body } = await detail(coach, firstWithQuiz.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      moduleId: firstWithQuiz.id,
      moduleNumber: firstWithQuiz.number,
      title: firstWithQuiz.content.title,
      caption: firstWithQuiz.content.caption,
      externalLink: firstWithQuiz.content.externalLink ?? null,
      quizId: firstWithQuiz.quiz!.id,
      previousModuleId: firstWithQuiz.id - 1,
      nextModuleId: firstWithQuiz.id + 1,
      isCompleted: false,
      quizPassed: false,
    });
    expect(body.sections.map((section) => section.name)).toEqual(['Watch', 'Read']);
    expect(body.sections[0]).toMatchObject({ videoUrl: firstWithQuiz.content.watch.video });
    const first = (await detail(coach, 100901)).body;
    expect(first).toMatchObject({ previousModuleId: null, isCompleted: true, quizId: null, quizPassed: false });
  });

  it('is a 403 while locked and for a member who is not an active coach, a 404 for an unknown id', async () => {
    const coach = await newCoach();
    const locked = await detail(coach, 100902);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(CERTIFICATION_MESSAGES.locked);
    expect((await detail(coach, 100901 + all.length)).status).toBe(404);
    expect((await detail(coach, 100101)).status).toBe(404);
    expect((await detail(coach, 0)).status).toBe(400);
    expect((await detail(await newMember(t), 100901)).status).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetCertificationModuleDetail/100901' })).status,
    ).toBe(401);
  });
});

describe('POST /api/AdditionalCourse/CompleteCertificationModule/{moduleId}', () => {
  it('completes an open module and answers the next one; again is harmless; the last answers null', async () => {
    const coach = await newCoach();
    const first = await complete(coach, 100901);
    expect(first).toMatchObject({ status: 200, body: { nextModuleId: 100902 } });
    expect((await complete(coach, 100901)).body).toEqual({ nextModuleId: 100902 });
    await reach(coach, all.length + 1);
    expect((await complete(coach, all.at(-1)!.id)).body).toEqual({ nextModuleId: null });
    expect((await overview(coach)).body.sections.every((section) => section.progress === 100)).toBe(true);
  });

  it("completes a module with a quiz only once an attempt passed (409 with the quiz's passing score)", async () => {
    const coach = await newCoach();
    await reach(coach, firstWithQuiz.number);
    const blocked = await complete(coach, firstWithQuiz.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ message: expect.stringContaining(CERTIFICATION_MESSAGES.quizFirst) });
    expect(blocked.body).toMatchObject({
      message: expect.stringContaining(`${firstWithQuiz.quiz!.quiz.passingScore}%`),
    });
    await answerQuiz(t, coach, firstWithQuiz.quiz!.id, false);
    expect((await complete(coach, firstWithQuiz.id)).status).toBe(409);
    await answerQuiz(t, coach, firstWithQuiz.quiz!.id, true);
    await answerQuiz(t, coach, firstWithQuiz.quiz!.id, false);
    expect((await detail(coach, firstWithQuiz.id)).body.quizPassed).toBe(true);
    expect((await complete(coach, firstWithQuiz.id)).status).toBe(200);
  });

  it('is a 403 while locked or for a member who is not an active coach, 404 unknown, 401 without a token', async () => {
    const coach = await newCoach();
    const member = await newMember(t);
    expect((await complete(coach, 100903)).status).toBe(403);
    expect((await complete(member, 100901)).status).toBe(403);
    expect((await complete(coach, 100999)).status).toBe(404);
    expect((await complete(coach, -1)).status).toBe(400);
    const rows = (id: number) =>
      t.database.db.select().from(courseModuleCompletions).where(eq(courseModuleCompletions.userId, id));
    expect(await rows(coach.id)).toEqual([]);
    expect(await rows(member.id)).toEqual([]);
    expect(
      (await call(t, { method: 'POST', url: '/api/AdditionalCourse/CompleteCertificationModule/100901' })).status,
    ).toBe(401);
  });
});
