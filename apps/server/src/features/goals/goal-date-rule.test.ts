import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, addDays, memberToday } from '@oola/domain';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type Identity, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const KIRITIMATI = 'Pacific/Kiritimati';
const today = (zone = 'UTC') => memberToday(zone, t.clock.now());

const addGoal = (member: Identity, completedByDate: string, areaId = 1) =>
  call<{ id: number; message: string }>(t, {
    method: 'POST',
    url: '/api/Goals/AddDashboardGoal',
    headers: member.auth,
    payload: { userId: member.id, areaId, text: 'Run a 10K', completedByDate },
  });
const updateGoal = (member: Identity, id: number, text: string, completedByDate: string) =>
  call<{ text: string; message: string }>(t, {
    method: 'PUT',
    url: '/api/Goals/UpdateDashboardGoal',
    headers: member.auth,
    payload: { userId: member.id, id, text, completedByDate },
  });
const saveArea = (member: Identity, goals: { goalId: number | null; text: string; completedByDate: string }[]) =>
  call<{ goalId: number; message: string }[] & { message: string }>(t, {
    method: 'POST',
    url: '/api/Goals/PartialSaveGoals',
    headers: member.auth,
    payload: { userId: member.id, goals: goals.map((goal) => ({ ...goal, areaId: 1 })) },
  });

describe("a goal's date: today or later, except the goal's own saved date", () => {
  it("refuses a new goal due before the member's today, in their time zone, with the spec message", async () => {
    // At noon UTC it is already the next day in Kiritimati (UTC+14).
    const now = t.clock.now();
    t.clock.advanceMinutes((12 * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes()) + 24 * 60) % (24 * 60));
    const member = await newMember(t, { timeZone: KIRITIMATI });
    expect(today(KIRITIMATI)).toBe(addDays(today(), 1));

    const utcToday = await addGoal(member, today());
    expect(utcToday.status).toBe(409);
    expect(utcToday.body.message).toBe(GOAL_MESSAGES.dateInPast);
    expect((await addGoal(member, today(KIRITIMATI))).status).toBe(200);
  });

  it('keeps a date that has passed when only the text changes, and refuses moving it to another past day', async () => {
    const member = await newMember(t);
    const due = today();
    const added = await addGoal(member, due);
    expect(added.status).toBe(200);
    t.clock.advanceDays(3);

    const textOnly = await updateGoal(member, added.body.id, 'Run a half marathon', due);
    expect(textOnly.status).toBe(200);
    expect(textOnly.body.text).toBe('Run a half marathon');
    const moved = await updateGoal(member, added.body.id, 'Run a half marathon', addDays(today(), -1));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(GOAL_MESSAGES.dateInPast);
    expect((await updateGoal(member, added.body.id, 'Run a half marathon', today())).status).toBe(200);
  });

  it('lets Step 2 send an area back with its passed dates, but not a new goal or a changed date in the past', async () => {
    const member = await newMember(t, { step: 2 });
    const due = today();
    const first = await saveArea(member, [
      { goalId: null, text: 'Walk daily', completedByDate: due },
      { goalId: null, text: 'Sleep eight hours', completedByDate: addDays(due, 30) },
    ]);
    expect(first.status).toBe(200);
    const [walk, sleep] = first.body;
    t.clock.advanceDays(2);

    const unchanged = [
      { goalId: walk!.goalId, text: 'Walk daily', completedByDate: due },
      { goalId: sleep!.goalId, text: 'Sleep eight hours', completedByDate: addDays(due, 30) },
    ];
    expect((await saveArea(member, unchanged)).status).toBe(200);
    const newInPast = await saveArea(member, [...unchanged, { goalId: null, text: 'Stretch', completedByDate: due }]);
    expect(newInPast.status).toBe(409);
    expect(newInPast.body.message).toBe(GOAL_MESSAGES.dateInPast);
    const changedToPast = await saveArea(member, [
      unchanged[0]!,
      { ...unchanged[1]!, completedByDate: addDays(today(), -1) },
    ]);
    expect(changedToPast.status).toBe(409);
  });
});
