import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementGroups, CustomerProfileInformation } from '@oola/domain';
import { addDays, memberToday, streaks } from '@oola/domain';
import { actions, goals, userAchievements } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { awardAchievements } from './member-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function completedDaysFor(userId: number, days: string[], perDay = 3) {
  const rows = days.flatMap((day) =>
    Array.from({ length: perDay }, (_, position) => ({
      userId,
      text: `Step ${position}`,
      position,
      day,
      completedAt: new Date(),
    })),
  );
  await t.database.db.insert(actions).values(rows);
}

const achieved = (groups: AchievementGroups) =>
  [...groups.badges, ...groups.milestones, ...groups.streaks].filter((a) => a.achieved).map((a) => a.id);

describe('streaks', () => {
  it('counts the longest run and the run that reaches today or yesterday', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06'];
    expect(streaks(days, '2026-01-07')).toEqual({ longest: 3, current: 2 });
    expect(streaks(days, '2026-01-09')).toEqual({ longest: 3, current: 0 });
    expect(streaks([], '2026-01-09')).toEqual({ longest: 0, current: 0 });
  });
});

describe('GET /api/Customer/GetCustomerProfileInformation/{userId}', () => {
  it('awards what the facts earn and answers the three groups, the latest badges and the goals count', async () => {
    const member = await newMember(t, { step: 4, timeZone: 'America/Denver' });
    const today = memberToday('America/Denver');
    await completedDaysFor(member.id, [addDays(today, -2), addDays(today, -1), today]);
    await t.database.db.insert(goals).values(
      [1, 2].map((areaId) => ({
        userId: member.id,
        areaId,
        text: 'A goal',
        completedByDate: today,
        status: 'completed' as const,
      })),
    );
    const { status, body } = await call<CustomerProfileInformation>(t, {
      method: 'GET',
      url: `/api/customer/getcustomerprofileinformation/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.achievements.badges).toHaveLength(25);
    expect(body.achievements.milestones).toHaveLength(25);
    expect(body.achievements.streaks).toHaveLength(25);
    // journey badges 1-3 (step 4), first full day (7), goal badge (8), 1 step (26), 9 steps < 10, 3-day streak (51)
    expect(achieved(body.achievements).sort((a, b) => a - b)).toEqual([1, 2, 3, 7, 8, 26, 51]);
    const goalBadge = body.achievements.badges.find((a) => a.id === 8)!;
    expect(goalBadge.achievementValue).toBe(2);
    expect(goalBadge.displayed).toBe(false);
    expect(goalBadge.completionDate).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(body.goalsCompleted).toBe(2);
    expect(body.latestAchievements).toHaveLength(4);
    expect(body.firstName).toBe('Test');
  });

  it("answers 403 for another member's id, 401 without a token and 400 for a bad id", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const url = (id: number | string) => `/api/Customer/GetCustomerProfileInformation/${id}`;
    expect((await call(t, { method: 'GET', url: url(other.id), headers: member.auth })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: url(member.id) })).status).toBe(401);
    expect((await call(t, { method: 'GET', url: url('x'), headers: member.auth })).status).toBe(400);
  });
});

describe('GET /api/Customer/GetMyAchiements/{userId}', () => {
  it('answers badges, milestones and streaks; 403 for another member and 401 without a token', async () => {
    const member = await newMember(t, { step: 2 });
    const other = await newMember(t);
    const { status, body } = await call<AchievementGroups>(t, {
      method: 'GET',
      url: `/api/Customer/GetMyAchiements/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(achieved(body)).toEqual([2]);
    expect(body.badges[0]).toMatchObject({ id: 1, achievementName: 'Welcome Aboard', achieved: false });
    expect(
      (await call(t, { method: 'GET', url: `/api/Customer/GetMyAchiements/${other.id}`, headers: member.auth })).status,
    ).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/Customer/GetMyAchiements/${member.id}` })).status).toBe(401);
  });
});

describe('PUT /api/Customer/UpdateDisplayedBadge', () => {
  it('marks an earned badge displayed (body keys in any case)', async () => {
    const member = await newMember(t, { step: 4 });
    await awardAchievements(t.database.db, member.id, new Date());
    const response = await call(t, {
      method: 'PUT',
      url: '/api/Customer/UpdateDisplayedBadge',
      headers: member.auth,
      payload: { userid: member.id, achievementid: 1 },
    });
    expect(response.status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, member.id), eq(userAchievements.achievementId, 1)));
    expect(row?.displayed).toBe(true);
  });

  it('answers 404 for a badge not earned, 400 for a bad id (nothing written), 403 and 401', async () => {
    const member = await newMember(t, { step: 4 });
    const other = await newMember(t, { step: 4 });
    await awardAchievements(t.database.db, member.id, new Date());
    const put = (payload: unknown, headers: Record<string, string> = member.auth) =>
      call(t, { method: 'PUT', url: '/api/Customer/UpdateDisplayedBadge', headers, payload: payload as object });
    expect((await put({ userId: member.id, achievementId: 60 })).status).toBe(404);
    expect((await put({ userId: member.id, achievementId: 99 })).status).toBe(400);
    expect((await put({ userId: member.id, achievementId: 'one' })).status).toBe(400);
    expect((await put({ userId: other.id, achievementId: 1 })).status).toBe(403);
    expect((await put({ userId: member.id, achievementId: 1 }, {})).status).toBe(401);
    const rows = await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, member.id));
    expect(rows.every((row) => !row.displayed)).toBe(true);
  });
});

describe('awarding when the event happens', () => {
  it('awards the first-step milestone right after the member completes an action', async () => {
    const member = await newMember(t, { step: 4 });
    const [row] = await t.database.db
      .insert(actions)
      .values({ userId: member.id, text: 'Walk', day: memberToday(null) })
      .returning();
    const done = await call(t, {
      method: 'PUT',
      url: '/api/Actions/AsyncCompleteAction',
      headers: member.auth,
      payload: { userId: member.id, id: row!.id },
    });
    expect(done.status).toBe(200);
    await expect
      .poll(async () =>
        (await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, member.id))).map(
          (r) => r.achievementId,
        ),
      )
      .toContain(26);
  });
});

describe('GET /api/Dashboard/GetUserProgress/{userId}', () => {
  it("counts steps, the current and longest streak in the member's days, and goals completed", async () => {
    const member = await newMember(t, { timeZone: 'Asia/Tokyo' });
    const today = memberToday('Asia/Tokyo');
    const older = [-9, -8, -7, -6].map((offset) => addDays(today, offset));
    await completedDaysFor(member.id, [...older, addDays(today, -1), today]);
    await completedDaysFor(member.id, [addDays(today, -3)], 2);
    const { status, body } = await call(t, {
      method: 'GET',
      url: `/api/Dashboard/GetUserProgress/${member.id}`,
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ stepsTaken: 20, currentStreak: 2, longestStreak: 4, goalsCompleted: 0, fileName: null });
  });

  it("answers 403 for another member's id and 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/Dashboard/GetUserProgress/${other.id}`, headers: member.auth }))
        .status,
    ).toBe(403);
    expect((await call(t, { method: 'GET', url: `/api/Dashboard/GetUserProgress/${member.id}` })).status).toBe(401);
  });
});
