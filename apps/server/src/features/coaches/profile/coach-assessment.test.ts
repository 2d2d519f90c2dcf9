import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoachAssessment, type CoachOwnProfile } from '@oola/domain';
import { newMember, newActiveCoach, type Identity } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { focusAreasFor } from './assessment.js';
import { coachAssessmentContent } from './content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newCoach = () => newActiveCoach(t);
const questions = (coach: Identity | null) =>
  call<CoachAssessment>(t, { method: 'GET', url: '/api/Coach/GetAssessmentQuestions', headers: coach?.auth ?? {} });
const save = (coach: Identity | null, payload: object) =>
  call<{ message: string; focusAreaIds: number[] }>(t, {
    method: 'POST',
    url: '/api/Coach/SaveAssessment',
    headers: coach?.auth ?? {},
    payload,
  });
/** Question 1 Family (x2), 2 parent at work and home (Family, Field), 3 faith (Faith), 4 Family, 5 style. */
const ANSWERS = [
  { questionId: 1, optionId: 3 },
  { questionId: 2, optionId: 2 },
  { questionId: 3, optionId: 4 },
  { questionId: 4, optionId: 3 },
  { questionId: 5, optionId: 1 },
];

describe('focusAreasFor', () => {
  it('ranks the areas the answers point to, question 1 twice, at most three, ties in answer order', () => {
    const content = coachAssessmentContent();
    expect(focusAreasFor(content, ANSWERS)).toEqual([3, 5, 4]);
    const tie = [
      { questionId: 1, optionId: 1 },
      { questionId: 2, optionId: 5 },
      { questionId: 3, optionId: 5 },
      { questionId: 4, optionId: 7 },
      { questionId: 5, optionId: 2 },
    ];
    // Fitness 2; Finance 1, Field 1, Friends 1, Fun 1: the first named of the ties follow.
    expect(focusAreasFor(content, tie)).toEqual([1, 2, 5]);
  });
});

describe('the coaching assessment', () => {
  it('lists the questions, saves the answers, sets the specialities and closes the welcome modal', async () => {
    const coach = await newCoach();
    const before = await questions(coach);
    expect(before.status).toBe(200);
    expect(before.body.questions.length).toBe(5);
    expect(before.body.questions.flatMap((question) => question.options).some((option) => option.selected)).toBe(false);
    const saved = await save(coach, {
      UserId: coach.id,
      Details: ANSWERS.map((a) => ({ QuestionId: a.questionId, OptionId: a.optionId })),
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { message: 'Your information has been saved', focusAreaIds: [3, 5, 4] },
    });
    const profile = await call<CoachOwnProfile>(t, {
      method: 'GET',
      url: `/api/Coach/GetMyProfile/${coach.id}`,
      headers: coach.auth,
    });
    expect(profile.body).toMatchObject({ displayCoachingModal: false, focusAreaIds: [3, 5, 4] });
    const after = await questions(coach);
    expect(after.body.questions[0]!.options.find((option) => option.selected)?.id).toBe(3);
  });

  it("answers 400 'Please answer all the questions' when one is missing, and for an unknown option", async () => {
    const coach = await newCoach();
    const missing = await save(coach, { userId: coach.id, details: ANSWERS.slice(1) });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please answer all the questions' } });
    const unknown = await save(coach, {
      userId: coach.id,
      details: [...ANSWERS.slice(1), { questionId: 1, optionId: 99 }],
    });
    expect(unknown.status).toBe(400);
    const twice = await save(coach, { userId: coach.id, details: [...ANSWERS, { questionId: 1, optionId: 2 }] });
    expect(twice.status).toBe(400);
    expect((await save(coach, { userId: coach.id, details: 'all' })).status).toBe(400);
    const profile = await call<CoachOwnProfile>(t, {
      method: 'GET',
      url: `/api/Coach/GetMyProfile/${coach.id}`,
      headers: coach.auth,
    });
    expect(profile.body.displayCoachingModal).toBe(true);
  });

  it("answers 401 without a token and 403 for another coach's id or a member", async () => {
    const coach = await newCoach();
    const member = await newMember(t);
    expect((await questions(null)).status).toBe(401);
    expect((await questions(member)).status).toBe(403);
    expect((await save(null, { userId: coach.id, details: ANSWERS })).status).toBe(401);
    expect((await save(await newCoach(), { userId: coach.id, details: ANSWERS })).status).toBe(403);
    expect((await save(member, { userId: member.id, details: ANSWERS })).status).toBe(403);
  });
});
