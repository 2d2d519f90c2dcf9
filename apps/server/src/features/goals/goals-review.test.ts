import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals, users } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { FUTURE, saveAreas } from './goals-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const goalsOf = async (userId: number) => t.database.db.select().from(goals).where(eq(goals.userId, userId));

describe('POST /api/Goals/AddDashboardGoal', () => {
  it('adds a goal to an area and answers it', async () => {
    const member = await newMember(t, { step: 7, level: 2 });
    const { status, body } = await call<{ id: number; areaName: string; text: string; status: string }>(t, {
      method: 'POST',
      url: '/api/Goals/AddDashboardGoal',
      headers: member.auth,
      payload: { UserId: member.id, AreaId: 3, Text: ' Family  picnic', CompletedByDate: FUTURE },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ areaName: 'Family', text: 'Family picnic', status: 'pending' });
    expect(await goalsOf(member.id)).toHaveLength(1);
  });

  it('refuses a fourth goal in an area during the review (409) and bad input (400): nothing written', async () => {
    const member = await newMember(t, { step: 7, level: 2 });
    await saveAreas(t, member, [1]);
    const add = (payload: Record<string, unknown>) =>
      call<{ message: string }>(t, {
        method: 'POST',
        url: '/api/Goals/AddDashboardGoal',
        headers: member.auth,
        payload: { userId: member.id, areaId: 1, text: 'More', completedByDate: FUTURE, ...payload },
      });
    const full = await add({});
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('You are done! You can only select 3 goals.');
    expect((await add({ areaId: 2, completedByDate: '2001-01-01' })).status).toBe(409);
    expect((await add({ areaId: 2, text: '' })).status).toBe(400);
    expect((await add({ areaId: 0 })).status).toBe(400);
    expect(await goalsOf(member.id)).toHaveLength(3);
  });

  it('answers 403 for another user id and 401 without a token', async () => {
    const member = await newMember(t, { step: 7 });
    const other = await newMember(t);
    const payload = { userId: other.id, areaId: 1, text: 'x', completedByDate: FUTURE };
    expect(
      (await call(t, { method: 'POST', url: '/api/Goals/AddDashboardGoal', headers: member.auth, payload })).status,
    ).toBe(403);
    expect((await call(t, { method: 'POST', url: '/api/Goals/AddDashboardGoal', payload })).status).toBe(401);
  });
});

describe('PUT /api/Goals/UpdateDashboardGoal', () => {
  it("changes text and date; 404 for another member's goal; 400 for empty text", async () => {
    const member = await newMember(t, { step: 7 });
    const other = await newMember(t, { step: 7 });
    const [mine] = await saveAreas(t, member, [1]);
    const [theirs] = await saveAreas(t, other, [1]);
    const put = (id: number, text: string) =>
      call<{ text: string; completedByDate: string }>(t, {
        method: 'PUT',
        url: '/api/Goals/UpdateDashboardGoal',
        headers: member.auth,
        payload: { userId: member.id, id, text, completedByDate: '2098-12-31' },
      });
    const ok = await put(mine!, 'Run  a marathon');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ text: 'Run a marathon', completedByDate: '2098-12-31' });
    expect((await put(theirs!, 'Hijack')).status).toBe(404);
    expect((await put(mine!, '  ')).status).toBe(400);
    expect((await goalsOf(other.id)).find((row) => row.id === theirs)!.text).toBe('Area 1 goal 1');
    expect((await call(t, { method: 'PUT', url: '/api/Goals/UpdateDashboardGoal', payload: {} })).status).toBe(401);
  });
});

describe('DELETE /api/Goals/{goalId} and /api/goals/RemoveAssessmentGoals', () => {
  it("deletes one goal, 404 for another member's goal, then CLEAN SLATE removes the rest", async () => {
    const member = await newMember(t, { step: 7 });
    const other = await newMember(t, { step: 7 });
    const ids = await saveAreas(t, member, [1, 2]);
    const [theirs] = await saveAreas(t, other, [1]);
    expect((await call(t, { method: 'DELETE', url: `/api/Goals/${ids[0]}`, headers: member.auth })).status).toBe(204);
    expect(await goalsOf(member.id)).toHaveLength(5);
    expect((await call(t, { method: 'DELETE', url: `/api/Goals/${theirs}`, headers: member.auth })).status).toBe(404);
    expect((await call(t, { method: 'DELETE', url: `/api/Goals/${ids[1]}` })).status).toBe(401);
    expect(
      (await call(t, { method: 'DELETE', url: '/api/goals/RemoveAssessmentGoals', headers: member.auth })).status,
    ).toBe(204);
    expect(await goalsOf(member.id)).toHaveLength(0);
    expect(await goalsOf(other.id)).toHaveLength(3);
    expect((await call(t, { method: 'DELETE', url: '/api/goals/RemoveAssessmentGoals' })).status).toBe(401);
  });
});

describe('PUT /api/Goals/CompleteGoalReview', () => {
  it('needs 21 goals (409 with the spec message), then moves step 7 to 4 with the next level', async () => {
    const member = await newMember(t, { step: 7, level: 2 });
    await saveAreas(t, member, [1, 2, 3, 4, 5, 6]);
    const short = await call<{ message: string }>(t, {
      method: 'PUT',
      url: '/api/Goals/CompleteGoalReview',
      headers: member.auth,
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('You need to add 21 goals to continue');
    await saveAreas(t, member, [7]);
    const done = await call<{ userStepId: number; level: number }>(t, {
      method: 'PUT',
      url: '/api/Goals/CompleteGoalReview',
      headers: member.auth,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ userStepId: 4, level: 3 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ stepId: 4, level: 3 });
  });

  it('refuses a member who is not in the review (409) and answers 401 without a token', async () => {
    const member = await newMember(t, { step: 4 });
    expect((await call(t, { method: 'PUT', url: '/api/Goals/CompleteGoalReview', headers: member.auth })).status).toBe(
      409,
    );
    expect((await call(t, { method: 'PUT', url: '/api/Goals/CompleteGoalReview' })).status).toBe(401);
  });
});
