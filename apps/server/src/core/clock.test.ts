import {
  addDays,
  GOAL_MESSAGES,
  memberToday,
  TRACKER_MESSAGES,
  type ActionListResponse,
  type TaskDay,
} from '@oola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../test/test-app.js';

/**
 * Every day rule reads the app's clock (decision 040): moving it forward moves the members' days,
 * as a real night would, in each member's own time zone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
/** A day line zone far from UTC, so a "today" read from the system in UTC would show. */
const ZONE = 'Pacific/Kiritimati';
const today = () => memberToday(ZONE, t.clock.now());

const dayOf = (member: Member, offset = 0) =>
  call<ActionListResponse>(t, {
    method: 'GET',
    url: `/api/Actions/GetUserNotCompletedActions/${member.id}/${offset}`,
    headers: member.auth,
  });

/** Three of today's steps taken: the day counts toward the streak. */
async function takeThreeSteps(member: Member) {
  const saved = await call<ActionListResponse>(t, {
    method: 'POST',
    url: '/api/Actions/UpdateInsertActions',
    headers: member.auth,
    payload: { userId: member.id, actions: [{ text: 'Stretch' }, { text: 'Read' }, { text: 'Walk' }] },
  });
  expect(saved.status).toBe(200);
  for (const action of saved.body.actions.filter((row) => !row.completed)) {
    const done = await call(t, {
      method: 'PUT',
      url: '/api/Actions/AsyncCompleteAction',
      headers: member.auth,
      payload: { userId: member.id, id: action.id },
    });
    expect(done.status).toBe(200);
  }
}

const streak = async (member: Member) =>
  (
    await call<{ currentStreak: number; longestStreak: number }>(t, {
      method: 'GET',
      url: `/api/Dashboard/GetUserProgress/${member.id}`,
      headers: member.auth,
    })
  ).body;

describe('streaks', () => {
  it('continue over a day and break after a missed one', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    await takeThreeSteps(member);
    expect(await streak(member)).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    t.clock.advanceDays(1);
    // Today is still open: yesterday's run stands.
    expect((await streak(member)).currentStreak).toBe(1);
    await takeThreeSteps(member);
    expect(await streak(member)).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    t.clock.advanceDays(2);
    expect(await streak(member)).toMatchObject({ currentStreak: 0, longestStreak: 2 });
  });
});

describe("the action tracker's days", () => {
  it("follow the clock in the member's zone: today's list, the 7-day window and the missed-day modal", async () => {
    const member = await newMember(t, { timeZone: ZONE });
    const first = today();
    expect((await dayOf(member)).body.day).toBe(first);
    await takeThreeSteps(member);
    expect((await dayOf(member)).body.todayActionsCount).toBe(3);

    t.clock.advanceDays(1);
    const next = await dayOf(member);
    expect(next.body).toMatchObject({ day: addDays(first, 1), todayActionsCount: 0, displayFailModal: false });
    const onDay = (unlockedDate: string) =>
      call(t, {
        method: 'POST',
        url: '/api/Actions/UpdateInsertAction',
        headers: member.auth,
        payload: { text: 'Plan the week', unlockedDate },
      });
    expect(await onDay(first)).toMatchObject({ status: 400, body: { message: TRACKER_MESSAGES.invalidDate } });
    expect((await onDay(addDays(first, 7))).status).toBe(200);

    t.clock.advanceDays(1);
    expect((await dayOf(member)).body.displayFailModal).toBe(true);
  });
});

describe('to-do days', () => {
  it('move with the clock: tomorrow’s task is today’s a day later, and leaves the window once past', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    const tasks = async () =>
      (await call<TaskDay[]>(t, { method: 'GET', url: '/api/ToDoList/GetTasks', headers: member.auth })).body;
    const added = await call<TaskDay[]>(t, {
      method: 'POST',
      url: '/api/ToDoList/AddTask',
      headers: member.auth,
      payload: { text: 'Book the dentist', dayNumber: 1 },
    });
    expect(added.body[0]!.date).toBe(today());
    expect(added.body[1]).toMatchObject({ date: addDays(today(), 1), tasks: [{ text: 'Book the dentist' }] });

    t.clock.advanceDays(1);
    const nextDay = await tasks();
    expect(nextDay[0]).toMatchObject({ day: 0, date: today(), tasks: [{ text: 'Book the dentist' }] });

    t.clock.advanceDays(1);
    expect((await tasks()).flatMap((day) => day.tasks)).toEqual([]);
  });
});

describe('goal dates', () => {
  it('may not be before the member’s today by the clock', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    const add = (completedByDate: string) =>
      call(t, {
        method: 'POST',
        url: '/api/Goals/AddDashboardGoal',
        headers: member.auth,
        payload: { userId: member.id, areaId: 1, text: 'Run a 10k', completedByDate },
      });
    const tomorrow = addDays(today(), 1);
    expect((await add(tomorrow)).status).toBe(200);
    t.clock.advanceDays(2);
    expect(await add(tomorrow)).toMatchObject({ status: 409, body: { message: GOAL_MESSAGES.dateInPast } });
  });
});
