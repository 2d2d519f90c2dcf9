import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, memberToday, weekdayOf, type ActionListResponse } from '@oola/domain';
import { actionRepeats, actions } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
const ZONE = 'Pacific/Kiritimati';
const today = () => memberToday(ZONE);
const rowsOf = async (userId: number) => t.database.db.select().from(actions).where(eq(actions.userId, userId));
const list = (member: Member, offset: number | string) =>
  call<ActionListResponse & { message: string }>(t, {
    method: 'GET',
    url: `/api/Actions/GetUserNotCompletedActions/${member.id}/${offset}`,
    headers: member.auth,
  });
const saveRows = (member: Member, rows: unknown, userId = member.id) =>
  call<ActionListResponse & { message: string }>(t, {
    method: 'POST',
    url: '/api/Actions/UpdateInsertActions',
    headers: member.auth,
    payload: { userId, actions: rows },
  });
const saveDaily = (member: Member, payload: Record<string, unknown>) =>
  call<{ id: number; message: string }>(t, {
    method: 'POST',
    url: '/api/Actions/UpdateInsertAction',
    headers: member.auth,
    payload,
  });
const complete = (member: Member, id: number) =>
  call<{ todayCompleted: number; message: string }>(t, {
    method: 'PUT',
    url: '/api/Actions/AsyncCompleteAction',
    headers: member.auth,
    payload: { userId: member.id, id },
  });
const progress = (member: Member) =>
  call<{ stepsTaken: number; currentStreak: number }>(t, {
    method: 'GET',
    url: `/api/Dashboard/GetUserProgress/${member.id}`,
    headers: member.auth,
  });
const memberInZone = () => newMember(t, { step: 4, timeZone: ZONE });
const allDays = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};

describe('GET Actions/GetUserNotCompletedActions/{userId}/{dayOffset}', () => {
  it("answers the day's actions in the member's time zone with completed flags and counts", async () => {
    const member = await memberInZone();
    await saveRows(member, [{ text: 'Walk' }, { text: 'Read' }, { text: 'Call mum' }]);
    const first = (await list(member, 0)).body.actions[0]!;
    expect((await complete(member, first.id)).status).toBe(200);
    const { status, body } = await list(member, 0);
    expect(status).toBe(200);
    expect(body.day).toBe(today());
    expect(body.todayActionsCount).toBe(1);
    expect(body.actions.map((a) => [a.text, a.completed, a.canBeRemoved])).toEqual([
      ['Walk', true, false],
      ['Read', false, true],
      ['Call mum', false, true],
    ]);
    expect(body).toMatchObject({ displayFailModal: false, phaseNumber: 1, courseId: 0 });
    const tomorrow = await list(member, 1);
    expect(tomorrow.body.day).toBe(addDays(today(), 1));
    expect(tomorrow.body.actions).toEqual([]);
  });

  it("answers 400 'Invalid Date' outside 0-6, 403 for another member, 401 without token", async () => {
    const member = await memberInZone();
    const other = await memberInZone();
    for (const offset of [7, -1, 'x']) {
      const bad = await list(member, offset);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid Date');
    }
    expect((await list(member, 6)).status).toBe(200);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api/Actions/GetUserNotCompletedActions/${other.id}/0`,
          headers: member.auth,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: `/api/Actions/GetUserNotCompletedActions/${member.id}/0` })).status,
    ).toBe(401);
  });
});

describe('POST Actions/UpdateInsertActions', () => {
  it('updates rows by id, adds new ones to today, drops empty rows and normalises text', async () => {
    const member = await memberInZone();
    const saved = await saveRows(member, [{ text: '  Walk  20 minutes' }, { text: '   ' }, { text: 'Read' }]);
    expect(saved.status).toBe(200);
    expect(saved.body.actions.map((a) => a.text)).toEqual(['Walk 20 minutes', 'Read']);
    const [walk] = saved.body.actions;
    const again = await saveRows(member, [{ id: walk!.id, text: 'Run' }, { text: 'Stretch' }]);
    expect(again.body.actions.map((a) => a.text)).toEqual(['Run', 'Read', 'Stretch']);
  });

  it('refuses no action left, more than 15 a day (409), too long text (400), others (403/404/401): nothing written', async () => {
    const member = await memberInZone();
    const none = await saveRows(member, [{ text: '' }, { text: '  ' }]);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Please write your actions.');
    const many = await saveRows(
      member,
      Array.from({ length: 16 }, (_, i) => ({ text: `Step ${i}` })),
    );
    expect(many.status).toBe(409);
    expect(many.body.message).toContain("YOU'VE REACHED YOUR ACTION STEP LIMIT OF 15");
    expect((await saveRows(member, [{ text: 'x'.repeat(301) }])).status).toBe(400);
    expect(await rowsOf(member.id)).toHaveLength(0);
    const other = await memberInZone();
    const theirs = await saveRows(other, [{ text: 'Theirs' }]);
    expect((await saveRows(member, [{ text: 'Mine' }], other.id)).status).toBe(403);
    expect((await saveRows(member, [{ id: theirs.body.actions[0]!.id, text: 'Stolen' }])).status).toBe(404);
    expect((await rowsOf(other.id))[0]!.text).toBe('Theirs');
    expect(await rowsOf(member.id)).toHaveLength(0);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/Actions/UpdateInsertActions',
          payload: { userId: member.id, actions: [] },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST Actions/UpdateInsertAction (DAILY ACTIONS) and repeats', () => {
  it('adds a repeating action that appears on its weekdays only, without rows ahead of time', async () => {
    const member = await memberInZone();
    const day2 = addDays(today(), 2);
    const rule = { startDate: today(), endDate: null, [weekdayOf(today())]: true, [weekdayOf(day2)]: true };
    const saved = await saveDaily(member, { Text: 'Stretch', UnlockedDate: today(), ActionRepeating: rule });
    expect(saved.status).toBe(200);
    expect(await rowsOf(member.id)).toHaveLength(1);
    const dayTwo = await list(member, 2);
    expect(dayTwo.body.actions.map((a) => a.text)).toEqual(['Stretch']);
    expect(dayTwo.body.actions[0]!.actionRepeating).toMatchObject({ startDate: today(), actionId: saved.body.id });
    expect(dayTwo.body.actions[0]!.extraText).toMatch(/^Repeats/);
    expect(dayTwo.body.actions[0]!.canBeRemoved).toBe(false);
    expect((await list(member, 1)).body.actions).toEqual([]);
    await list(member, 2);
    const added = await saveDaily(member, {
      text: 'Weekend run',
      unlockedDate: today(),
      actionRepeating: { startDate: today(), [weekdayOf(addDays(today(), 1))]: true },
    });
    const onToday = (await list(member, 0)).body.actions.find((a) => a.id === added.body.id);
    expect(onToday?.actionRepeating).toMatchObject({ actionId: added.body.id });
    expect((await list(member, 1)).body.actions.map((a) => a.text)).toEqual(['Weekend run']);
    await t.database.db.delete(actions).where(eq(actions.text, 'Weekend run'));
    expect(await rowsOf(member.id)).toHaveLength(2);
    expect((await complete(member, dayTwo.body.actions[0]!.id)).status).toBe(409);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/Actions/${dayTwo.body.actions[0]!.id}`, headers: member.auth }))
        .status,
    ).toBe(409);
  });

  it("completes today's occurrence of a repeating action as a step (My Progress counts it)", async () => {
    const member = await memberInZone();
    await saveDaily(member, {
      text: 'Daily walk',
      unlockedDate: today(),
      actionRepeating: { startDate: today(), ...allDays },
    });
    const [walk] = (await list(member, 0)).body.actions;
    expect(walk!.actionRepeating).not.toBeNull();
    expect((await complete(member, walk!.id)).body.todayCompleted).toBe(1);
    expect((await progress(member)).body.stepsTaken).toBe(1);
  });

  it('edits text, moves a day, and refuses bad input with the spec messages: nothing written', async () => {
    const member = await memberInZone();
    const created = await saveDaily(member, { text: 'Plan', unlockedDate: addDays(today(), 1) });
    const moved = await saveDaily(member, {
      id: created.body.id,
      text: 'Plan the week',
      unlockedDate: addDays(today(), 3),
    });
    expect(moved.status).toBe(200);
    expect((await list(member, 3)).body.actions.map((a) => a.text)).toEqual(['Plan the week']);
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '   ', unlockedDate: today() }, 'Please define your task'],
      [{ text: 'A', unlockedDate: addDays(today(), 7) }, 'Invalid Date'],
      [{ text: 'A', unlockedDate: addDays(today(), -1) }, 'Invalid Date'],
      [
        { text: 'A', unlockedDate: today(), actionRepeating: { startDate: today() } },
        'Select at least one day of the week',
      ],
      [
        { text: 'A', unlockedDate: today(), actionRepeating: { startDate: addDays(today(), -1), monday: true } },
        'The start date cannot be before today.',
      ],
      [
        {
          text: 'A',
          unlockedDate: today(),
          actionRepeating: { startDate: addDays(today(), 2), endDate: addDays(today(), 1), monday: true },
        },
        'The end date cannot be before the start date.',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await saveDaily(member, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(await t.database.db.select().from(actionRepeats).where(eq(actionRepeats.userId, member.id))).toHaveLength(0);
    const other = await memberInZone();
    expect((await saveDaily(other, { id: created.body.id, text: 'Mine now', unlockedDate: today() })).status).toBe(404);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/Actions/UpdateInsertAction',
          payload: { text: 'A', unlockedDate: today() },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a 16th action on a day with the limit message', async () => {
    const member = await memberInZone();
    await saveRows(
      member,
      Array.from({ length: 15 }, (_, i) => ({ text: `Step ${i}` })),
    );
    const answer = await saveDaily(member, { text: 'One more', unlockedDate: today() });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain("YOU'VE REACHED YOUR ACTION STEP LIMIT OF 15");
    expect(await rowsOf(member.id)).toHaveLength(15);
  });
});

describe('DELETE Actions/{id} and PUT Actions/CancelRepeatActions/{id}', () => {
  it("deletes an open action of today; a deleted occurrence is not made again; others' ids are 404", async () => {
    const member = await memberInZone();
    const other = await memberInZone();
    await saveDaily(member, {
      text: 'Stretch',
      unlockedDate: today(),
      actionRepeating: { startDate: today(), ...allDays },
    });
    const [stretch] = (await list(member, 0)).body.actions;
    expect((await call(t, { method: 'DELETE', url: `/api/Actions/${stretch!.id}`, headers: other.auth })).status).toBe(
      404,
    );
    expect((await call(t, { method: 'DELETE', url: `/api/Actions/${stretch!.id}` })).status).toBe(401);
    expect((await call(t, { method: 'DELETE', url: `/api/Actions/abc`, headers: member.auth })).status).toBe(400);
    expect((await call(t, { method: 'DELETE', url: `/api/Actions/${stretch!.id}`, headers: member.auth })).status).toBe(
      200,
    );
    expect((await list(member, 0)).body.actions).toEqual([]);
    expect((await list(member, 1)).body.actions.map((a) => a.text)).toEqual(['Stretch']);
  });

  it('cancels a repeat: its open occurrences go, completed steps stay', async () => {
    const member = await memberInZone();
    const other = await memberInZone();
    await saveDaily(member, {
      text: 'Stretch',
      unlockedDate: today(),
      actionRepeating: { startDate: today(), ...allDays },
    });
    const [stretch] = (await list(member, 0)).body.actions;
    await complete(member, stretch!.id);
    const [future] = (await list(member, 2)).body.actions;
    const cancel = (who: Member, id: number) =>
      call<{ message: string }>(t, { method: 'PUT', url: `/api/Actions/CancelRepeatActions/${id}`, headers: who.auth });
    expect((await cancel(other, future!.id)).status).toBe(404);
    expect((await cancel(member, future!.id)).status).toBe(200);
    expect((await list(member, 2)).body.actions).toEqual([]);
    expect((await list(member, 3)).body.actions).toEqual([]);
    expect((await list(member, 0)).body.actions.map((a) => [a.text, a.completed, a.actionRepeating])).toEqual([
      ['Stretch', true, null],
    ]);
    expect((await cancel(member, stretch!.id)).status).toBe(409);
    expect((await call(t, { method: 'PUT', url: `/api/Actions/CancelRepeatActions/${future!.id}` })).status).toBe(401);
  });
});

describe('POST Actions/AsyncInsertEmptyCompletedAction', () => {
  it('records one completed step today that counts in My Progress', async () => {
    const member = await memberInZone();
    const post = (userId: number) =>
      call(t, {
        method: 'POST',
        url: '/api/Actions/AsyncInsertEmptyCompletedAction',
        headers: member.auth,
        payload: { userId, text: '' },
      });
    expect((await post(member.id)).status).toBe(200);
    const { body } = await list(member, 0);
    expect(body.todayActionsCount).toBe(1);
    expect((await progress(member)).body.stepsTaken).toBe(1);
    const other = await memberInZone();
    expect((await post(other.id)).status).toBe(403);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/Actions/AsyncInsertEmptyCompletedAction',
          payload: { userId: member.id },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/Actions/AsyncInsertEmptyCompletedAction',
          headers: member.auth,
          payload: { userId: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(await rowsOf(member.id)).toHaveLength(1);
  });
});

describe('missed-day modal: PUT AdditionalCourse/ReactivateActionSteps/{userId}/{courseId}/{restartFlag}', () => {
  const withHistory = async (daysAgo: number[]) => {
    const member = await memberInZone();
    await t.database.db.insert(actions).values(
      daysAgo.map((ago) => ({
        userId: member.id,
        text: 'Done',
        day: addDays(today(), -ago),
        completedAt: new Date(),
      })),
    );
    return member;
  };
  const answer = (member: Member, restart: boolean, userId = member.id) =>
    call<{ displayFailModal: boolean; phaseNumber: number }>(t, {
      method: 'PUT',
      url: `/api/AdditionalCourse/ReactivateActionSteps/${userId}/0/${restart}`,
      headers: member.auth,
    });

  it('shows after a whole missed day; KEEP GOING hides it', async () => {
    expect((await list(await withHistory([1]), 0)).body.displayFailModal).toBe(false);
    expect((await list(await memberInZone(), 0)).body.displayFailModal).toBe(false);
    const member = await withHistory([20, 2]);
    const before = await list(member, 0);
    expect(before.body.displayFailModal).toBe(true);
    expect(before.body.phaseNumber).toBe(3);
    const kept = await answer(member, false);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ displayFailModal: false, phaseNumber: 3 });
    expect((await list(member, 0)).body.displayFailModal).toBe(false);
  });

  it('START OVER restarts the phase; another member is 403, bad flag 400, no token 401', async () => {
    const member = await withHistory([20, 3]);
    const other = await memberInZone();
    expect((await answer(member, true, other.id)).status).toBe(403);
    const bad = await call(t, {
      method: 'PUT',
      url: `/api/AdditionalCourse/ReactivateActionSteps/${member.id}/0/maybe`,
      headers: member.auth,
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(t, { method: 'PUT', url: `/api/AdditionalCourse/ReactivateActionSteps/${member.id}/0/true` })).status,
    ).toBe(401);
    expect((await list(member, 0)).body.displayFailModal).toBe(true);
    expect((await answer(member, true)).body).toEqual({ displayFailModal: false, phaseNumber: 1 });
  });
});
