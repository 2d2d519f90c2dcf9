import { and, eq } from 'drizzle-orm';
import { ELEARNING_MESSAGES, type ModuleDetail } from '@oola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, moduleAnswers, moduleCompletions } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadBreakthroughContent } from '../content/breakthrough.js';
import { takeAssessment, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const weeks = loadBreakthroughContent().modules;
/** Breakthrough module ids are 101-112 by week. */
const idOfWeek = (predicate: (module: (typeof weeks)[number]) => boolean) => 101 + weeks.findIndex(predicate);
const withQuestions = idOfWeek((module) => module.questions.length > 0);
const withoutQuestions = idOfWeek((module) => module.questions.length === 0);
const withSteps = idOfWeek((module) => Boolean(module.do?.actionSteps?.enabled) && module.questions.length === 0);

/** A member with the whole breakthrough unlocked (12 weeks later). */
async function memberWithAllWeeks(): Promise<Member> {
  const member = await newMember(t);
  await takeAssessment(t, member, 1);
  return member;
}

const detail = (member: Member, id: number) =>
  call<ModuleDetail & { message?: string }>(t, {
    method: 'GET',
    url: `/api/elearning/GetELearningModuleDetail/${id}`,
    headers: member.auth,
  });
const answer = (member: Member, moduleId: number, details: { questionId: number; optionId: number }[]) =>
  call<{ message?: string }>(t, {
    method: 'POST',
    url: '/api/ELearning/SaveCustomizeModuleAssessment',
    headers: member.auth,
    payload: {
      ModuleId: moduleId,
      AssesmentDetails: details.map((d) => ({ QuestionId: d.questionId, OptionId: d.optionId })),
    },
  });
const complete = (member: Member, id: number) =>
  call<{ message?: string }>(t, {
    method: 'PUT',
    url: '/api/Elearning/CompleteELearningModule',
    headers: member.auth,
    payload: { Id: id, UserId: member.id },
  });

let member: Member;
beforeAll(async () => {
  member = await memberWithAllWeeks();
  t.clock.advanceDays(77);
});

describe('a module page', () => {
  it('has Watch, Read and Do (when the module has one), with captions and the workbook', async () => {
    const { status, body } = await detail(member, withSteps);
    expect(status).toBe(200);
    const week = weeks[withSteps - 101]!;
    expect(body).toMatchObject({ id: withSteps, title: week.title, caption: week.caption, isCompleted: false });
    expect(body.sections.map((section) => section.name)).toEqual(['Watch', 'Read', 'Do']);
    expect(body.sections[0]).toMatchObject({ videoUrl: week.watch.video, captionsUrl: week.watch.captions });
    expect(body.sections[2]).toMatchObject({ pdfUrl: week.do!.workbook, hasActionSteps: true });
  });

  it('answers 404 for a module that does not exist', async () => {
    expect((await detail(member, 999)).status).toBe(404);
  });

  it('is a 403 for a member whose tracks do not include it', async () => {
    const newcomer = await newMember(t);
    expect((await detail(newcomer, 101)).status).toBe(403);
    expect((await complete(newcomer, 101)).status).toBe(403);
  });
});

describe('quick questions', () => {
  it('need every question answered with one of its options; nothing is written otherwise', async () => {
    const { body } = await detail(member, withQuestions);
    const questions = body.questions;
    expect(questions.length).toBeGreaterThan(0);
    const all = questions.map((question) => ({ questionId: question.id, optionId: question.options.length }));

    const missing = await answer(member, withQuestions, all.slice(1));
    const foreign = await answer(member, withQuestions, [
      ...all.slice(1),
      { questionId: all[0]!.questionId, optionId: questions[0]!.options.length + 1 },
    ]);
    const elsewhere = await answer(member, withQuestions, [{ questionId: 99999, optionId: 1 }]);
    expect(missing).toMatchObject({ status: 400, body: { message: ELEARNING_MESSAGES.answerAll } });
    expect([foreign.status, elsewhere.status]).toEqual([400, 400]);
    const written = await t.database.db.select().from(moduleAnswers).where(eq(moduleAnswers.userId, member.id));
    expect(written).toEqual([]);

    expect((await complete(member, withQuestions)).status).toBe(409);
    expect((await answer(member, withQuestions, all)).status).toBe(204);
    const after = await detail(member, withQuestions);
    expect(after.body.questions.map((question) => question.selectedOptionId)).toEqual(all.map((a) => a.optionId));
  });
});

describe('completing a module', () => {
  it('marks it completed once, for this member only, and the board shows it', async () => {
    expect((await complete(member, withoutQuestions)).status).toBe(200);
    expect((await complete(member, withoutQuestions)).status).toBe(200);
    expect((await detail(member, withoutQuestions)).body.isCompleted).toBe(true);
    const rows = await t.database.db
      .select()
      .from(moduleCompletions)
      .where(
        and(
          eq(moduleCompletions.userId, member.id),
          eq(moduleCompletions.moduleKey, weeks[withoutQuestions - 101]!.key),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('answers 403 for another member’s user id, 400 for a bad body, 401 without a token', async () => {
    const other = await newMember(t);
    const asOther = await call(t, {
      method: 'PUT',
      url: '/api/Elearning/CompleteELearningModule',
      headers: member.auth,
      payload: { Id: withoutQuestions, UserId: other.id },
    });
    expect(asOther.status).toBe(403);
    const bad = await call(t, {
      method: 'PUT',
      url: '/api/Elearning/CompleteELearningModule',
      headers: member.auth,
      payload: { Id: 'x', UserId: member.id },
    });
    expect(bad.status).toBe(400);
    const anonymous = await call(t, { method: 'PUT', url: '/api/Elearning/CompleteELearningModule', payload: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('the action-steps button', () => {
  it("adds the Do section's steps to today's tracker", async () => {
    const { status, body } = await call<{ added: number }>(t, {
      method: 'POST',
      url: `/api/AdditionalCourse/AddActionSteps/${withSteps}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.added).toBe(3);
    const rows = await t.database.db.select({ text: actions.text }).from(actions).where(eq(actions.userId, member.id));
    expect(rows.map((row) => row.text)).toEqual(weeks[withSteps - 101]!.do!.actionSteps!.steps);
  });

  it('is a 403 on a locked module', async () => {
    const newcomer = await newMember(t);
    const locked = await call(t, {
      method: 'POST',
      url: `/api/AdditionalCourse/AddActionSteps/${withSteps}`,
      headers: newcomer.auth,
    });
    expect(locked.status).toBe(403);
  });
});
