import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals, users } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { FUTURE, saveAreas, saveTopSeven } from './goals-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const goalCount = async (userId: number) =>
  (await t.database.db.select().from(goals).where(eq(goals.userId, userId))).length;
const stepOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.stepId;

describe('GET /api/goals/{userId}', () => {
  it('answers the seven areas with six recommended goals each', async () => {
    const member = await newMember(t, { step: 2 });
    const { status, body } = await call<{ areas: { areaId: number; recommendedGoals: string[] }[] }>(t, {
      method: 'GET',
      url: `/api/goals/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.areas.map((area) => area.areaId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const area of body.areas) expect(area.recommendedGoals).toHaveLength(6);
  });

  it('answers 403 for another member, 401 without a token', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await call(t, { method: 'GET', url: `/api/goals/${other.id}`, headers: member.auth })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/goals/${member.id}` })).status).toBe(401);
  });
});

describe('POST /api/Goals/PartialSaveGoals', () => {
  it('saves one area, assigns ids, normalises text, and replaces the area on the next save', async () => {
    const member = await newMember(t, { step: 2 });
    const { status, body } = await call<{ goalId: number; text: string; areaId: number }[]>(t, {
      method: 'POST',
      url: '/api/goals/partialsavegoals',
      headers: member.auth,
      payload: {
        userId: member.id,
        goals: [
          { goalId: null, areaId: 2, text: '   Save  money   every  month', completedByDate: FUTURE },
          { areaId: 2, text: 'Pay off my card', completedByDate: `${FUTURE}T00:00:00.000Z` },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ areaId: 2, text: 'Save money every month' });
    expect(body[0]!.goalId).toBeGreaterThan(0);

    const second = await call<{ goalId: number; text: string }[]>(t, {
      method: 'POST',
      url: '/api/Goals/PartialSaveGoals',
      headers: member.auth,
      payload: {
        userId: member.id,
        goals: [
          { goalId: body[0]!.goalId, areaId: 2, text: 'Save 10% every month', completedByDate: FUTURE },
          { goalId: null, areaId: 2, text: 'Budget weekly', completedByDate: FUTURE },
          { goalId: null, areaId: 2, text: 'Invest', completedByDate: FUTURE },
        ],
      },
    });
    expect(second.status).toBe(200);
    expect(second.body[0]).toMatchObject({ goalId: body[0]!.goalId, text: 'Save 10% every month' });
    expect(await goalCount(member.id)).toBe(3);

    const list = await call<{ userGoals: { areaId: number }[]; currentAreaId: number }>(t, {
      method: 'GET',
      url: '/api/goals/GetUserGoals/2',
      headers: member.auth,
    });
    expect(list.body.userGoals).toHaveLength(3);
    expect(list.body.currentAreaId).toBe(0);
  });

  it('refuses a fourth goal (409), a past date (409), mixed areas, long text and bad dates (400): nothing written', async () => {
    const member = await newMember(t, { step: 2 });
    const goal = (text: string, date = FUTURE, areaId = 1) => ({ areaId, text, completedByDate: date });
    const send = (goalsList: unknown[]) =>
      call<{ message: string }>(t, {
        method: 'POST',
        url: '/api/Goals/PartialSaveGoals',
        headers: member.auth,
        payload: { userId: member.id, goals: goalsList },
      });
    const four = await send([goal('a'), goal('b'), goal('c'), goal('d')]);
    expect(four.status).toBe(409);
    expect(four.body.message).toBe('You are done! You can only select 3 goals.');
    const past = await send([goal('a', '2000-01-01')]);
    expect(past.status).toBe(409);
    expect((await send([goal('a'), goal('b', FUTURE, 2)])).status).toBe(400);
    expect((await send([goal('x'.repeat(301))])).status).toBe(400);
    expect((await send([goal('   ')])).status).toBe(400);
    expect((await send([goal('a', 'tomorrow')])).status).toBe(400);
    expect((await send([goal('a', FUTURE, 8)])).status).toBe(400);
    expect((await send([])).status).toBe(400);
    expect(await goalCount(member.id)).toBe(0);
  });

  it("answers 404 for another member's goal id, 403 for another user id, 401 without a token", async () => {
    const member = await newMember(t, { step: 2 });
    const other = await newMember(t, { step: 2 });
    const [otherGoal] = await saveAreas(t, other, [1]);
    const payload = (userId: number, goalId: number | null) => ({
      userId,
      goals: [{ goalId, areaId: 1, text: 'Mine now', completedByDate: FUTURE }],
    });
    const url = '/api/Goals/PartialSaveGoals';
    expect(
      (await call(t, { method: 'POST', url, headers: member.auth, payload: payload(member.id, otherGoal!) })).status,
    ).toBe(404);
    expect(
      (await call(t, { method: 'POST', url, headers: member.auth, payload: payload(other.id, null) })).status,
    ).toBe(403);
    expect((await call(t, { method: 'POST', url, payload: payload(member.id, null) })).status).toBe(401);
    expect(await goalCount(member.id)).toBe(0);
    expect(await goalCount(other.id)).toBe(3);
  });
});

describe('GET /api/goals/GetUserGoals', () => {
  it('answers -1 before any goal, then the first area short of 3 goals, and 0 with all 21', async () => {
    const member = await newMember(t, { step: 2 });
    const get = async () =>
      (
        await call<{ userGoals: unknown[]; currentAreaId: number; latestAssessmentScore: number }>(t, {
          method: 'GET',
          url: '/api/goals/GetUserGoals',
          headers: member.auth,
        })
      ).body;
    expect(await get()).toMatchObject({ userGoals: [], currentAreaId: -1 });
    await saveAreas(t, member, [1, 2, 3]);
    expect((await get()).currentAreaId).toBe(3);
    await saveAreas(t, member, [4, 5, 6, 7]);
    const all = await get();
    expect(all.userGoals).toHaveLength(21);
    expect(all.currentAreaId).toBe(0);
    expect((await call(t, { method: 'GET', url: '/api/goals/GetUserGoals' })).status).toBe(401);
  });
});

describe('PUT /api/Goals/SetSevenGoalsOrder', () => {
  it('picks seven goals (0), then arranges them (1-7)', async () => {
    const member = await newMember(t, { step: 2 });
    const ids = await saveAreas(t, member);
    const seven = ids.slice(0, 7);
    const put = (payload: Record<string, unknown>) =>
      call<{ message: string }>(t, {
        method: 'PUT',
        url: '/api/Goals/SetSevenGoalsOrder',
        headers: member.auth,
        payload,
      });
    expect((await put({ goals: seven.map((goalId) => ({ goalId, sevenGoalOrder: 0 })) })).status).toBe(204);
    let rows = await t.database.db.select().from(goals).where(eq(goals.userId, member.id));
    expect(rows.filter((row) => row.sevenGoalOrder === 0)).toHaveLength(7);
    expect(rows.filter((row) => row.status === 'inProgress')).toHaveLength(7);

    const reversed = [...seven].reverse();
    expect(
      (await put({ Goals: reversed.map((GoalId, index) => ({ GoalId, SevenGoalOrder: index + 1 })) })).status,
    ).toBe(204);
    rows = await t.database.db.select().from(goals).where(eq(goals.userId, member.id));
    expect(rows.find((row) => row.id === seven[6])!.sevenGoalOrder).toBe(1);
  });

  it("refuses six or eight goals (409), mixed or repeated orders (400), another member's goal (404)", async () => {
    const member = await newMember(t, { step: 2 });
    const other = await newMember(t, { step: 2 });
    const ids = await saveAreas(t, member);
    const [otherGoal] = await saveAreas(t, other, [1]);
    const put = (payload: Record<string, unknown>, auth = member.auth) =>
      call<{ message: string }>(t, { method: 'PUT', url: '/api/Goals/SetSevenGoalsOrder', headers: auth, payload });
    const picks = (list: number[]) => ({ goals: list.map((goalId) => ({ goalId, sevenGoalOrder: 0 })) });
    expect((await put(picks(ids.slice(0, 6)))).status).toBe(409);
    expect((await put(picks(ids.slice(0, 8)))).status).toBe(409);
    expect(
      (await put({ goals: ids.slice(0, 7).map((goalId, i) => ({ goalId, sevenGoalOrder: i === 0 ? 0 : i })) })).status,
    ).toBe(400);
    expect((await put({ goals: ids.slice(0, 7).map((goalId) => ({ goalId, sevenGoalOrder: 1 })) })).status).toBe(400);
    expect((await put(picks([...ids.slice(0, 6), otherGoal!]))).status).toBe(404);
    expect((await put(picks(ids.slice(0, 7)), {} as { authorization: string })).status).toBe(401);
    const rows = await t.database.db.select().from(goals).where(eq(goals.userId, member.id));
    expect(rows.every((row) => row.sevenGoalOrder === null)).toBe(true);
  });
});

describe('PUT /api/Goals/SetOolaOne/{goalId}', () => {
  it('sets the One goal and moves a Step 2 member to Step 3 when everything is in place', async () => {
    const member = await newMember(t, { step: 2 });
    const top = await saveTopSeven(t, member);
    const { status, body } = await call<{ userStepId: number }>(t, {
      method: 'PUT',
      url: `/api/goals/setoolaone/${top[2]}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.userStepId).toBe(3);
    expect(await stepOf(member.id)).toBe(3);
    const again = await call(t, { method: 'PUT', url: `/api/Goals/SetOolaOne/${top[4]}`, headers: member.auth });
    expect(again.status).toBe(200);
    const ones = (await t.database.db.select().from(goals).where(eq(goals.userId, member.id))).filter(
      (row) => row.isOneGoal,
    );
    expect(ones.map((row) => row.id)).toEqual([top[4]]);
  });

  it('keeps the member in Step 2 while the top 7 are only picked, not ordered', async () => {
    const member = await newMember(t, { step: 2 });
    const ids = await saveAreas(t, member);
    await call(t, {
      method: 'PUT',
      url: '/api/Goals/SetSevenGoalsOrder',
      headers: member.auth,
      payload: { goals: ids.slice(0, 7).map((goalId) => ({ goalId, sevenGoalOrder: 0 })) },
    });
    const { body } = await call<{ userStepId: number }>(t, {
      method: 'PUT',
      url: `/api/Goals/SetOolaOne/${ids[0]}`,
      headers: member.auth,
    });
    expect(body.userStepId).toBe(2);
    expect(await stepOf(member.id)).toBe(2);
  });

  it("refuses a goal outside the top 7 (409), another member's goal (404), no token (401)", async () => {
    const member = await newMember(t, { step: 2 });
    const other = await newMember(t, { step: 2 });
    const ids = await saveAreas(t, member);
    const [otherGoal] = await saveAreas(t, other, [1]);
    const notTop = await call<{ message: string }>(t, {
      method: 'PUT',
      url: `/api/Goals/SetOolaOne/${ids[0]}`,
      headers: member.auth,
    });
    expect(notTop.status).toBe(409);
    expect(notTop.body.message).toBe('Your One goal must be one of your top 7 goals.');
    expect(
      (await call(t, { method: 'PUT', url: `/api/Goals/SetOolaOne/${otherGoal}`, headers: member.auth })).status,
    ).toBe(404);
    expect((await call(t, { method: 'PUT', url: `/api/Goals/SetOolaOne/abc`, headers: member.auth })).status).toBe(400);
    expect((await call(t, { method: 'PUT', url: `/api/Goals/SetOolaOne/${ids[0]}` })).status).toBe(401);
    expect(await stepOf(member.id)).toBe(2);
  });
});

describe('GET /api/goals/GetUserTopSevenGoals/{userId}', () => {
  it("answers the top 7 in order with area colours, and today's actions", async () => {
    const member = await newMember(t, { step: 3 });
    const top = await saveTopSeven(t, member);
    await call(t, {
      method: 'POST',
      url: '/api/Actions',
      headers: member.auth,
      payload: { userId: member.id, actions: ['Walk', 'Read', 'Call mum'] },
    });
    const { status, body } = await call<{
      topGoals: { id: number; order: number; color: string }[];
      actions: { text: string }[];
    }>(t, {
      method: 'GET',
      url: `/api/goals/GetUserTopSevenGoals/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.topGoals.map((goal) => goal.id)).toEqual(top);
    expect(body.topGoals[0]).toMatchObject({ order: 1, color: '#2e9e4f' });
    expect(body.actions.map((action) => action.text)).toEqual(['Walk', 'Read', 'Call mum']);
  });

  it('answers 403 for another member and 401 without a token', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const url = `/api/goals/GetUserTopSevenGoals/${other.id}`;
    expect((await call(t, { method: 'GET', url, headers: member.auth })).status).toBe(403);
    expect((await call(t, { method: 'GET', url })).status).toBe(401);
  });
});

describe('GET /api/goals/GetUserGoals latestAssessmentScore', () => {
  it('answers the combined score of the latest completed assessment', async () => {
    const member = await newMember(t, { step: 1 });
    const questions = await call<{ areas: { questions: { id: number }[] }[] }>(t, {
      method: 'GET',
      url: '/api/areas/GetQuestions/0',
      headers: member.auth,
    });
    let assessmentId = 0;
    for (const area of questions.body.areas) {
      const saved = await call<{ assessmentId: number }>(t, {
        method: 'POST',
        url: '/api/Scores/ScorePartialSave',
        headers: member.auth,
        payload: {
          userId: member.id,
          assessmentId,
          assessmentTypeId: 1,
          scores: area.questions.map((question) => ({ questionId: question.id, score: 7 })),
        },
      });
      assessmentId = saved.body.assessmentId;
    }
    const { body } = await call<{ latestAssessmentScore: number }>(t, {
      method: 'GET',
      url: '/api/goals/GetUserGoals',
      headers: member.auth,
    });
    expect(body.latestAssessmentScore).toBe(490);
  });
});
