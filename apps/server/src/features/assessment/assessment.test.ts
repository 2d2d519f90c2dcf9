import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentQuestions, ScorePartialSaveResult } from '@oola/domain';
import { assessmentScores, users } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { assessmentAreas } from './questions-content.js';
import { listWheels } from './wheels.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;

const areaScores = (areaIndex: number, score: number | ((n: number) => number)) =>
  assessmentAreas()[areaIndex]!.questions.map((question, n) => ({
    questionId: question.id,
    score: typeof score === 'number' ? score : score(n),
  }));

const save = (member: Member, body: Record<string, unknown>) =>
  call<ScorePartialSaveResult & { message: string }>(t, {
    method: 'POST',
    url: '/api/Scores/ScorePartialSave',
    headers: member.auth,
    payload: body,
  });

const questions = (member: Member, assessmentId: number) =>
  call<AssessmentQuestions>(t, { method: 'GET', url: `/api/areas/GetQuestions/${assessmentId}`, headers: member.auth });

async function saveAll(member: Member, typeId: number, score: number, assessmentId = 0) {
  let result: ScorePartialSaveResult | undefined;
  for (let area = 0; area < 7; area++) {
    const response = await save(member, {
      UserId: member.id,
      AssessmentId: result?.assessmentId ?? assessmentId,
      AssessmentTypeId: typeId,
      Scores: areaScores(area, score),
    });
    expect(response.status).toBe(200);
    result = response.body;
  }
  return result!;
}

const countScores = async (assessmentId: number) =>
  (await t.database.db.select().from(assessmentScores).where(eq(assessmentScores.assessmentId, assessmentId))).length;

describe('GET /api/areas/GetQuestions/{assessmentId}', () => {
  it('answers 7 areas of 10 questions, unanswered (score 0) for a member without a sitting', async () => {
    const member = await newMember(t, { step: 1 });
    const { status, body } = await questions(member, 0);
    expect(status).toBe(200);
    expect(body.assessmentId).toBe(0);
    expect(body.assessmentTypeId).toBe(1);
    expect(body.areas.map((area) => area.name)).toEqual([
      'Fitness',
      'Finance',
      'Family',
      'Faith',
      'Field',
      'Friends',
      'Fun',
    ]);
    expect(body.areas.every((area) => area.questions.length === 10)).toBe(true);
    expect(body.areas[0]!.questions[0]).toMatchObject({
      title: expect.any(String),
      text: expect.any(String),
      score: 0,
    });
  });

  it("answers 404 for another member's sitting, 400 for a bad id and 401 without a token", async () => {
    const owner = await newMember(t, { step: 1 });
    const { body } = await save(owner, {
      userId: owner.id,
      assessmentId: 0,
      assessmentTypeId: 1,
      scores: areaScores(0, 5),
    });
    const other = await newMember(t, { step: 1 });
    expect((await questions(other, body.assessmentId)).status).toBe(404);
    expect((await call(t, { method: 'GET', url: '/api/areas/GetQuestions/abc', headers: other.auth })).status).toBe(
      400,
    );
    expect((await call(t, { method: 'GET', url: '/api/areas/GetQuestions/0' })).status).toBe(401);
  });
});

describe('POST /api/Scores/ScorePartialSave', () => {
  it('stores one area in a new sitting; the questions, the step and the session show where to resume', async () => {
    const member = await newMember(t, { step: 1 });
    const first = await save(member, {
      UserId: member.id,
      AssessmentId: 0,
      AssessmentTypeId: 1,
      Scores: areaScores(0, (n) => n + 1),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ areaId: 1, completed: false, userStepId: 1 });
    const second = await save(member, {
      userId: member.id,
      assessmentId: first.body.assessmentId,
      assessmentTypeId: 1,
      scores: areaScores(1, 7),
    });
    expect(second.body).toMatchObject({ assessmentId: first.body.assessmentId, areaId: 2 });

    const open = await questions(member, 0);
    expect(open.body.assessmentId).toBe(first.body.assessmentId);
    expect(open.body.areas[0]!.questions.map((q) => q.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(open.body.areas[1]!.questions.every((q) => q.score === 7)).toBe(true);
    expect(open.body.areas[2]!.questions.every((q) => q.score === 0)).toBe(true);

    const step = await call<{ assessmentId: number; areaId: number }>(t, {
      method: 'GET',
      url: `/api/customer/GetCurrentUserStep/${member.id}`,
      headers: member.auth,
    });
    expect(step.body).toMatchObject({ assessmentId: first.body.assessmentId, areaId: 2 });
  });

  it('answers 400 and writes nothing for scores outside 1-10, a partial area or mixed areas', async () => {
    const member = await newMember(t, { step: 1 });
    const base = { userId: member.id, assessmentId: 0, assessmentTypeId: 1 };
    const bad = [
      areaScores(0, (n) => (n === 3 ? 0 : 5)),
      areaScores(0, (n) => (n === 3 ? 11 : 5)),
      areaScores(0, (n) => (n === 3 ? 2.5 : 5)),
      areaScores(0, 5).slice(0, 9),
      [...areaScores(0, 5).slice(0, 9), areaScores(1, 5)[0]!],
      [...areaScores(0, 5).slice(0, 9), areaScores(0, 5)[0]!],
      areaScores(0, 5).map((score) => ({ ...score, questionId: 9999 })),
    ];
    for (const scores of bad) {
      const { status, body } = await save(member, { ...base, scores });
      expect(status).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect((await questions(member, 0)).body.assessmentId).toBe(0);
  });

  it("answers 403 for another member's user id, 404 for their sitting and 401 without a token", async () => {
    const owner = await newMember(t, { step: 1 });
    const { body } = await save(owner, {
      userId: owner.id,
      assessmentId: 0,
      assessmentTypeId: 1,
      scores: areaScores(0, 4),
    });
    const other = await newMember(t, { step: 1 });
    expect(
      (
        await save(other, {
          userId: owner.id,
          assessmentId: body.assessmentId,
          assessmentTypeId: 1,
          scores: areaScores(1, 9),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await save(other, {
          userId: other.id,
          assessmentId: body.assessmentId,
          assessmentTypeId: 1,
          scores: areaScores(1, 9),
        })
      ).status,
    ).toBe(404);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/Scores/ScorePartialSave',
      payload: { userId: owner.id, assessmentId: 0, assessmentTypeId: 1, scores: areaScores(1, 9) },
    });
    expect(anonymous.status).toBe(401);
    expect(await countScores(body.assessmentId)).toBe(10);
  });

  it('answers 409 when the type does not match the step or the step has no assessment', async () => {
    const inStepOne = await newMember(t, { step: 1 });
    const wrongType = await save(inStepOne, {
      userId: inStepOne.id,
      assessmentId: 0,
      assessmentTypeId: 2,
      scores: areaScores(0, 5),
    });
    expect(wrongType.status).toBe(409);
    const onDashboard = await newMember(t, { step: 4 });
    const noAssessment = await save(onDashboard, {
      userId: onDashboard.id,
      assessmentId: 0,
      assessmentTypeId: 1,
      scores: areaScores(0, 5),
    });
    expect(noAssessment.status).toBe(409);
    expect(noAssessment.body.message).toMatch(/no assessment/);
  });

  it('completes Step 1 with the 70th score: step 1 → 2 and a wheel', async () => {
    const member = await newMember(t, { step: 1 });
    const result = await saveAll(member, 1, 6);
    expect(result).toMatchObject({ completed: true, areaId: 7, userStepId: 2 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.stepId).toBe(2);
    const wheels = await listWheels(t.database.db, member.id);
    expect(wheels).toHaveLength(1);
    expect(wheels[0]!.areas.every((area) => area.sum === 60 && area.score === 6)).toBe(true);
    expect(wheels[0]!.combinedScore).toBe(420);
  });

  it('the mid-year review starts a new sitting, leaves the first one intact and goes back to step 4', async () => {
    const member = await newMember(t, { step: 1 });
    const first = await saveAll(member, 1, 3);
    await t.database.db.update(users).set({ stepId: 5 }).where(eq(users.id, member.id));

    const midYear = await questions(member, 0);
    expect(midYear.body).toMatchObject({ assessmentId: 0, assessmentTypeId: 2 });
    expect(midYear.body.areas[0]!.questions[0]!.score).toBe(0);

    const review = await saveAll(member, 2, 8);
    expect(review.assessmentId).not.toBe(first.assessmentId);
    expect(review).toMatchObject({ completed: true, userStepId: 4 });

    const original = await questions(member, first.assessmentId);
    expect(original.body.areas.flatMap((area) => area.questions).every((q) => q.score === 3)).toBe(true);
    const wheels = await listWheels(t.database.db, member.id);
    expect(wheels.map((wheel) => wheel.assessmentTypeId)).toEqual([1, 2]);
    expect(wheels.map((wheel) => wheel.areas[0]!.sum)).toEqual([30, 80]);

    const again = await save(member, {
      userId: member.id,
      assessmentId: first.assessmentId,
      assessmentTypeId: 1,
      scores: areaScores(0, 10),
    });
    expect(again.status).toBe(409);
  });

  it('level 2 saves type 3 and moves step 6 → 7', async () => {
    const member = await newMember(t, { step: 6 });
    const result = await saveAll(member, 3, 9);
    expect(result).toMatchObject({ completed: true, userStepId: 7 });
  });
});
