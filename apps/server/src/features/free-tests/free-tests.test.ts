import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTestSubmissions, stressSubmissions } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Area {
  id: number;
  name: string;
  questions: { id: number; title: string; text: string }[];
}

const lead = {
  FirstName: 'Zoë Anne',
  LastName: 'Müller',
  EmailAddress: 'Zoe@Example.com',
  AmbassadorsName: 'janedoe',
  PhoneNumber: '5550100',
};

async function questionIds(): Promise<number[]> {
  const { body } = await call<Area[]>(t, { method: 'GET', url: '/api/areas/GetFreeTestQuestions' });
  return body.flatMap((area) => area.questions.map((question) => question.id));
}

const submissions = async (table: typeof freeTestSubmissions | typeof stressSubmissions) =>
  (await t.database.db.select({ total: count() }).from(table))[0]!.total;

describe('GET /api/areas/GetFreeTestQuestions', () => {
  it('answers the 7 areas in order with 3 questions each', async () => {
    const { status, body } = await call<Area[]>(t, { method: 'GET', url: '/api/AREAS/getfreetestquestions' });
    expect(status).toBe(200);
    expect(body.map((area) => area.name)).toEqual(['Fitness', 'Finance', 'Family', 'Faith', 'Field', 'Friends', 'Fun']);
    expect(body.every((area) => area.questions.length === 3)).toBe(true);
  });
});

describe('POST /api/Scores/FreeTestSave', () => {
  it('scores the answers, stores the lead and answers results per area', async () => {
    const ids = await questionIds();
    // Fitness answers 10, 10, 10; every other question 5.
    const scores = ids.map((questionId, index) => ({ questionId, score: index < 3 ? 10 : 5 }));
    const { status, body } = await call<{
      oolaScore: number;
      results: string;
      recommendations: string;
      areas: { id: number; score: number }[];
    }>(t, { method: 'POST', url: '/api/Scores/FreeTestSave', payload: { user: lead, scores } });
    expect(status).toBe(200);
    expect(body.areas[0]).toMatchObject({ id: 1, score: 100 });
    expect(body.areas[1]).toMatchObject({ id: 2, score: 50 });
    expect(body.oolaScore).toBe(57);
    expect(body.results).toContain('<strong>Fitness 10.0</strong>');
    expect(body.recommendations).toContain('<li>');
    expect(body.recommendations).not.toContain('Fitness:');
    const [row] = await t.database.db.select().from(freeTestSubmissions);
    expect(row).toMatchObject({
      firstName: 'Zoë Anne',
      lastName: 'Müller',
      email: 'zoe@example.com',
      phone: '5550100',
      ambassadorAlias: 'janedoe',
      oolaScore: 57,
    });
  });

  it('answers 400 and stores nothing for bad names, email, phone, scores or question ids', async () => {
    const ids = await questionIds();
    const scores = ids.map((questionId) => ({ questionId, score: 7 }));
    const before = await submissions(freeTestSubmissions);
    const bad = [
      { user: { ...lead, FirstName: 'J0hn' }, scores },
      { user: { ...lead, LastName: '' }, scores },
      { user: { ...lead, EmailAddress: 'not-an-email' }, scores },
      { user: { ...lead, PhoneNumber: '555-0100' }, scores },
      { user: { ...lead, PhoneNumber: '1234567890123456789' }, scores },
      { user: lead, scores: scores.slice(1) },
      { user: lead, scores: scores.map((item, i) => (i === 0 ? { ...item, score: 11 } : item)) },
      { user: lead, scores: scores.map((item, i) => (i === 0 ? { ...item, questionId: 9999 } : item)) },
      { user: lead, scores: scores.map((item, i) => (i === 1 ? { ...item, questionId: ids[0] } : item)) },
    ];
    for (const payload of bad) {
      const { status, body } = await call<{ message: string }>(t, {
        method: 'POST',
        url: '/api/Scores/FreeTestSave',
        payload,
      });
      expect(status, JSON.stringify(payload.user)).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect(await submissions(freeTestSubmissions)).toBe(before);
  });

  it('answers 429 with a clear message after 30 submissions from one address', async () => {
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 30; i += 1) {
      const { status } = await call(t, { method: 'POST', url: '/api/Scores/FreeTestSave', remoteAddress, payload: {} });
      expect(status).toBe(400);
    }
    const { status, body } = await call<{ message: string }>(t, {
      method: 'POST',
      url: '/api/Scores/FreeTestSave',
      remoteAddress,
      payload: {},
    });
    expect(status).toBe(429);
    expect(body.message).toMatch(/Too many submissions/);
    // Another address is not affected.
    const other = await call(t, {
      method: 'POST',
      url: '/api/Scores/FreeTestSave',
      remoteAddress: '203.0.113.8',
      payload: {},
    });
    expect(other.status).toBe(400);
  });
});

describe('GET /api/FreeAssessment/GetQuestions/1', () => {
  it('answers the title, congratulation message and 14 questions; 404 for another questionnaire', async () => {
    const { status, body } = await call<{ title: string; congratsMessage: string; questions: unknown[] }>(t, {
      method: 'GET',
      url: '/api/FreeAssessment/GetQuestions/1',
    });
    expect(status).toBe(200);
    expect(body.title).toContain('<h2>');
    expect(body.congratsMessage).toBeTruthy();
    expect(body.questions).toHaveLength(14);
    expect((await call(t, { method: 'GET', url: '/api/FreeAssessment/GetQuestions/2' })).status).toBe(404);
    expect((await call(t, { method: 'GET', url: '/api/FreeAssessment/GetQuestions/x' })).status).toBe(400);
  });
});

describe('POST /api/FreeAssessment/SaveResponse', () => {
  const answers = (score: number) => Array.from({ length: 14 }, (_, i) => ({ questionId: i + 1, score }));
  const user = { FirstName: 'Sam', LastName: 'Lee', EmailAddress: 'sam@example.com' };

  it('scores 0-100 (all 1s = 0, all 10s = 100), stores the lead, answers three recommendations and the shop link', async () => {
    const low = await call<{ score: number; recommendation1: string; shopLink: string }>(t, {
      method: 'POST',
      url: '/api/FreeAssessment/SaveResponse',
      payload: { user, questions: answers(1) },
    });
    expect(low.status).toBe(200);
    expect(low.body.score).toBe(0);
    expect(low.body.shopLink).toBe('/TRS');
    const high = await call<{ score: number; recommendation1: string; recommendation3: string }>(t, {
      method: 'POST',
      url: '/api/FreeAssessment/SaveResponse',
      payload: { user: { ...user, AmbassadorsName: 'janedoe' }, questions: answers(10) },
    });
    expect(high.body.score).toBe(100);
    expect(high.body.recommendation1).not.toBe(low.body.recommendation1);
    expect(high.body.recommendation3).toContain('<h4>');
    const rows = await t.database.db.select().from(stressSubmissions);
    expect(rows.map((row) => [row.stressScore, row.ambassadorAlias])).toEqual([
      [0, null],
      [100, 'janedoe'],
    ]);
  });

  it('answers 400 and stores nothing without an email, with 13 answers or an unknown question', async () => {
    const before = await submissions(stressSubmissions);
    for (const payload of [
      { user: { ...user, EmailAddress: '' }, questions: answers(5) },
      { user, questions: answers(5).slice(1) },
      { user, questions: answers(5).map((item, i) => (i === 0 ? { ...item, questionId: 99 } : item)) },
      { user, questions: answers(0) },
    ]) {
      expect((await call(t, { method: 'POST', url: '/api/FreeAssessment/SaveResponse', payload })).status).toBe(400);
    }
    expect(await submissions(stressSubmissions)).toBe(before);
  });
});
