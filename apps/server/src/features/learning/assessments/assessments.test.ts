import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEARNING, ELEARNING_MESSAGES, SUBSCRIBER_ONLY_MESSAGES, type ElearningAssessment } from '@oola/domain';
import { elearningAssessments, elearningTracks } from '../../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { assessmentOfType } from '../content/assessments.js';
import type { Member } from '../modules/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const questions = (member: Member, type: number | string) =>
  call<ElearningAssessment & { message?: string }>(t, {
    method: 'GET',
    url: `/api/ELearning/GetAssessmentQuestions/${type}`,
    headers: member.auth,
  });
const save = (member: Member, details: { questionId: number; optionId: number }[], userId = member.id) =>
  call<{ completedDate?: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/ELearning',
    headers: member.auth,
    payload: { UserId: userId, AssessmentType: 1, AssesmentDetails: details },
  });
const start = (member: Member, userId = member.id) =>
  call<{ track?: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/ELearning/CreateELearningModules',
    headers: member.auth,
    payload: { userId, assessmentType: 1 },
  });
/** Assessment One answered with option `optionId` throughout: ids 101-114. */
const everyAnswer = (optionId = 3) =>
  Array.from({ length: ELEARNING.assessmentOneQuestions }, (_, index) => ({ questionId: 101 + index, optionId }));
const sittingsOf = (member: Member) =>
  t.database.db.select().from(elearningAssessments).where(eq(elearningAssessments.userId, member.id));
const tracksOf = (member: Member) =>
  t.database.db.select().from(elearningTracks).where(eq(elearningTracks.userId, member.id));

describe('GET /api/ELearning/GetAssessmentQuestions/{assessmentType}', () => {
  it('answers Assessment One (14 questions) and a path assessment (7), options 1-5 in the file’s order', async () => {
    const member = await newMember(t);
    const one = await questions(member, 1);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ assessmentType: 1, title: assessmentOfType(1)!.title });
    expect(one.body.questions.map((question) => question.id)).toEqual(everyAnswer().map((a) => a.questionId));
    expect(one.body.questions[0]!.options).toEqual(
      assessmentOfType(1)!.questions[0]!.options.map((text, index) => ({ id: index + 1, text })),
    );
    expect((await questions(member, 2)).body.questions).toHaveLength(ELEARNING.otherAssessmentQuestions);
  });

  it('answers 400 for a type outside 1-4 and 403 with the upgrade message to a non-subscriber', async () => {
    const member = await newMember(t);
    expect([(await questions(member, 0)).status, (await questions(member, 5)).status]).toEqual([400, 400]);
    const guest = await newNonSubscriber(t);
    expect(await questions(guest, 1)).toMatchObject({
      status: 403,
      body: { message: SUBSCRIBER_ONLY_MESSAGES.elearning },
    });
  });
});

describe('POST /api/ELearning', () => {
  it('keeps each complete sitting as its own row', async () => {
    const member = await newMember(t);
    expect((await save(member, everyAnswer(2))).status).toBe(200);
    const again = await save(member, everyAnswer(5));
    expect(again.status).toBe(200);
    expect(Date.parse(again.body.completedDate!)).not.toBeNaN();
    expect(await sittingsOf(member)).toHaveLength(2);
  });

  it('refuses a missing, repeated or foreign answer and an option past 5 with a 400, writing nothing', async () => {
    const member = await newMember(t);
    const all = everyAnswer();
    const missing = await save(member, all.slice(1));
    expect(missing).toMatchObject({ status: 400, body: { message: ELEARNING_MESSAGES.answerAll } });
    const refused = [
      [...all.slice(1), all[1]!],
      [...all.slice(1), { questionId: 201, optionId: 1 }],
      [...all.slice(1), { questionId: 101, optionId: 6 }],
    ];
    for (const details of refused) expect((await save(member, details)).status).toBe(400);
    expect(await sittingsOf(member)).toEqual([]);
  });

  it("is a 403 for another member's id and for a non-subscriber", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await save(member, everyAnswer(), other.id)).status).toBe(403);
    const guest = await newNonSubscriber(t);
    expect((await save(guest, everyAnswer())).status).toBe(403);
    expect([...(await sittingsOf(other)), ...(await sittingsOf(guest))]).toEqual([]);
  });
});

describe('POST /api/ELearning/CreateELearningModules', () => {
  it('starts the breakthrough only after a saved sitting of Assessment One', async () => {
    const member = await newMember(t);
    expect(await start(member)).toMatchObject({
      status: 409,
      body: { message: 'Please complete the assessment first.' },
    });
    expect(await tracksOf(member)).toEqual([]);
    await save(member, everyAnswer());
    expect(await start(member)).toMatchObject({ status: 200, body: { track: 'breakthrough' } });
  });

  it("is a 403 for another member's id, writing nothing", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await save(other, everyAnswer());
    expect((await start(member, other.id)).status).toBe(403);
    expect(await tracksOf(other)).toEqual([]);
  });
});
