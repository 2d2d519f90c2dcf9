import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GoalsGroupedByStatus, UserProgress } from '@oola/domain';
import { goals } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';
import { saveAreas, saveTopSeven } from '../goals-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
const goalsOf = async (userId: number) => t.database.db.select().from(goals).where(eq(goals.userId, userId));
const grouped = (member: Member, userId = member.id) =>
  call<GoalsGroupedByStatus>(t, {
    method: 'GET',
    url: `/api/goals/GetUserGoalsGroupedByStatus/${userId}`,
    headers: member.auth,
  });
const put = (member: Member | null, path: string, payload: Record<string, unknown>) =>
  call<GoalsGroupedByStatus & { message: string }>(t, {
    method: 'PUT',
    url: `/api/Goals/${path}`,
    headers: member?.auth,
    payload,
  });

/** A member on the dashboard with 21 goals: the first of each area in the top 7. */
async function dashboardMember() {
  const member = await newMember(t, { step: 2 });
  const top = await saveTopSeven(t, member);
  await t.database.db.update(goals).set({ status: 'inProgress' }).where(eq(goals.userId, member.id));
  const rows = await goalsOf(member.id);
  for (const row of rows.filter((goal) => !top.includes(goal.id))) {
    await t.database.db.update(goals).set({ status: 'pending' }).where(eq(goals.id, row.id));
  }
  const pending = rows.filter((goal) => !top.includes(goal.id)).map((goal) => goal.id);
  return { member, top, pending };
}

describe('GET /api/goals/GetUserGoalsGroupedByStatus/{userId}', () => {
  it('groups the goals: top 7 in order, achieved, pending by area with colour', async () => {
    const { member, top } = await dashboardMember();
    const { status, body } = await grouped(member);
    expect(status).toBe(200);
    expect(body.inProgress.map((goal) => goal.id)).toEqual(top);
    expect(body.inProgress[0]).toMatchObject({
      userId: member.id,
      areaId: 1,
      areaName: 'Fitness',
      color: expect.stringMatching(/^#/),
      completionDate: null,
      isOneGoal: false,
    });
    expect(body.completed).toEqual([]);
    expect(body.pending).toHaveLength(7);
    expect(body.pending[2]).toMatchObject({ areaId: 3, areaName: 'Family', color: expect.any(String) });
    expect(body.pending[2]!.goals).toHaveLength(2);
  });

  it('lists at most 7 pending goals per area', async () => {
    const member = await newMember(t, { step: 4 });
    await t.database.db.insert(goals).values(
      Array.from({ length: 9 }, (_, n) => ({
        userId: member.id,
        areaId: 5,
        text: `Goal ${n}`,
        completedByDate: '2099-01-01',
      })),
    );
    const { body } = await grouped(member);
    expect(body.pending).toHaveLength(1);
    expect(body.pending[0]!.goals).toHaveLength(7);
  });

  it("answers 403 for another member's id, 400 for a bad id and 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await grouped(member, other.id)).status).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: '/api/goals/GetUserGoalsGroupedByStatus/x', headers: member.auth })).status,
    ).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/goals/GetUserGoalsGroupedByStatus/${member.id}` })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/Goals/SetGoalInProgress', () => {
  it('moves a pending goal to the top 7 and refuses an 8th with the spec message (409)', async () => {
    const member = await newMember(t, { step: 4 });
    const ids = await saveAreas(t, member, [1, 2, 3]);
    const firstSeven = ids.slice(0, 7);
    for (const id of firstSeven) {
      const { status, body } = await put(member, 'SetGoalInProgress', { UserId: member.id, Id: id });
      expect(status).toBe(200);
      expect(body.inProgress.map((goal) => goal.id)).toContain(id);
    }
    const full = await put(member, 'SetGoalInProgress', { userId: member.id, id: ids[7] });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('YOU ALREADY HAVE 7 GOALS IN PROGRESS, IT IS NOT POSSIBLE TO ADD MORE.');
    const rows = await goalsOf(member.id);
    expect(rows.filter((row) => row.status === 'inProgress')).toHaveLength(7);
    expect(rows.find((row) => row.id === ids[7])?.status).toBe('pending');
    expect(new Set(rows.filter((row) => row.status === 'inProgress').map((row) => row.sevenGoalOrder))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7]),
    );
  });

  it("400 for bad input, 403 for another member's id, 404 for another member's goal, 401 without a token", async () => {
    const member = await newMember(t, { step: 4 });
    const other = await newMember(t, { step: 4 });
    const [mine] = await saveAreas(t, member, [1]);
    const [theirs] = await saveAreas(t, other, [1]);
    expect((await put(member, 'SetGoalInProgress', { userId: member.id, id: 'abc' })).status).toBe(400);
    expect((await put(member, 'SetGoalInProgress', { userId: member.id })).status).toBe(400);
    expect((await put(member, 'SetGoalInProgress', { userId: other.id, id: theirs })).status).toBe(403);
    expect((await put(member, 'SetGoalInProgress', { userId: member.id, id: theirs })).status).toBe(404);
    expect((await put(null, 'SetGoalInProgress', { userId: member.id, id: mine })).status).toBe(401);
    expect((await goalsOf(other.id)).every((row) => row.status === 'pending')).toBe(true);
    expect((await goalsOf(member.id)).every((row) => row.status === 'pending')).toBe(true);
  });
});

describe('PUT /api/Goals/CompleteDashboardGoal', () => {
  it('achieves an in-progress or a pending goal today, and My Progress counts it', async () => {
    const { member, top, pending } = await dashboardMember();
    const first = await put(member, 'CompleteDashboardGoal', { userId: member.id, id: top[0] });
    expect(first.status).toBe(200);
    expect(first.body.inProgress.map((goal) => goal.id)).not.toContain(top[0]);
    expect(first.body.completed[0]).toMatchObject({ id: top[0], completionDate: expect.any(String) });
    const second = await put(member, 'CompleteDashboardGoal', { userId: member.id, id: pending[0] });
    expect(second.body.completed.map((goal) => goal.id)).toEqual(expect.arrayContaining([top[0], pending[0]]));
    const again = await put(member, 'CompleteDashboardGoal', { userId: member.id, id: top[0] });
    expect(again.status).toBe(409);
    const progress = await call<UserProgress>(t, {
      method: 'GET',
      url: `/api/Dashboard/GetUserProgress/${member.id}`,
      headers: member.auth,
    });
    expect(progress.body.goalsCompleted).toBe(2);
    // A place in the top 7 is free again.
    expect((await put(member, 'SetGoalInProgress', { userId: member.id, id: pending[1] })).status).toBe(200);
  });

  it("400 for bad input, 403 for another member's id, 404 for another member's goal, 401 without a token", async () => {
    const member = await newMember(t, { step: 4 });
    const other = await newMember(t, { step: 4 });
    const [mine] = await saveAreas(t, member, [1]);
    const [theirs] = await saveAreas(t, other, [1]);
    expect((await put(member, 'CompleteDashboardGoal', { userId: member.id, id: -1 })).status).toBe(400);
    expect((await put(member, 'CompleteDashboardGoal', { userId: other.id, id: theirs })).status).toBe(403);
    expect((await put(member, 'CompleteDashboardGoal', { userId: member.id, id: theirs })).status).toBe(404);
    expect((await put(null, 'CompleteDashboardGoal', { userId: member.id, id: mine })).status).toBe(401);
    expect((await goalsOf(other.id)).every((row) => row.completionDate === null)).toBe(true);
    expect((await goalsOf(member.id)).every((row) => row.completionDate === null)).toBe(true);
  });
});
