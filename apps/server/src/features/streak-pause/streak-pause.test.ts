import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, memberToday, type StreakPauseState } from '@oola/domain';
import { streakPauses } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
const ZONE = 'America/Denver';
const today = () => memberToday(ZONE, t.clock.now());
const memberInZone = () => newMember(t, { step: 4, timeZone: ZONE });

const pause = (member: Member, payload: unknown) =>
  call<StreakPauseState & { message: string }>(t, {
    method: 'POST',
    url: '/api/Account/StreakPause',
    headers: member.auth,
    payload: payload as Record<string, unknown>,
  });
const endPause = (member: Member) =>
  call<StreakPauseState & { message: string }>(t, {
    method: 'DELETE',
    url: '/api/Account/StreakPause',
    headers: member.auth,
  });
const pauseState = (member: Member) =>
  call<StreakPauseState>(t, { method: 'GET', url: '/api/Account/StreakPause', headers: member.auth });
const pausesOf = (member: Member) =>
  t.database.db.select().from(streakPauses).where(eq(streakPauses.userId, member.id));

/** Three completed steps today: the day counts towards the streak. */
async function completeToday(member: Member) {
  for (let step = 0; step < 3; step++) {
    const done = await call(t, {
      method: 'POST',
      url: '/api/Actions/AsyncInsertEmptyCompletedAction',
      headers: member.auth,
      payload: { userId: member.id, text: '' },
    });
    expect(done.status).toBe(200);
  }
}
const currentStreak = async (member: Member) =>
  (
    await call<{ currentStreak: number; longestStreak: number }>(t, {
      method: 'GET',
      url: `/api/Dashboard/GetUserProgress/${member.id}`,
      headers: member.auth,
    })
  ).body;
const missedDayPrompt = async (member: Member) =>
  (
    await call<{ displayFailModal: boolean }>(t, {
      method: 'GET',
      url: `/api/Actions/GetUserNotCompletedActions/${member.id}/0`,
      headers: member.auth,
    })
  ).body.displayFailModal;

describe('a streak pause', () => {
  it('keeps the streak over 5 paused days, without the missed-day prompt, and the day after continues it', async () => {
    const member = await memberInZone();
    await completeToday(member);
    t.clock.advanceDays(1);
    await completeToday(member);
    expect((await currentStreak(member)).currentStreak).toBe(2);

    t.clock.advanceDays(1);
    const started = await pause(member, { days: 5 });
    expect(started.status).toBe(200);
    expect(started.body.pause).toMatchObject({ startDay: today(), endDay: addDays(today(), 4) });
    expect(started.body.pause?.pausedUntil).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
    expect(started.body).toMatchObject({ daysUsed: 5, daysLeft: 25 });

    for (let day = 1; day <= 5; day++) {
      expect((await currentStreak(member)).currentStreak).toBe(2);
      expect(await missedDayPrompt(member)).toBe(false);
      if (day === 2) await completeToday(member); // a paused day does not extend the streak
      t.clock.advanceDays(1);
    }

    expect((await pauseState(member)).body.pause).toBeNull();
    expect(await missedDayPrompt(member)).toBe(false);
    expect((await currentStreak(member)).currentStreak).toBe(2);
    await completeToday(member);
    expect(await currentStreak(member)).toEqual(expect.objectContaining({ currentStreak: 3, longestStreak: 3 }));

    t.clock.advanceDays(2);
    expect((await currentStreak(member)).currentStreak).toBe(0);
    expect(await missedDayPrompt(member)).toBe(true);
  });

  it('allows 30 paused days in 365: the 31st is refused with a 409 and nothing written', async () => {
    const member = await memberInZone();
    expect((await pause(member, { days: 14 })).status).toBe(200);
    t.clock.advanceDays(14);
    expect((await pause(member, { days: 14 })).body.daysLeft).toBe(2);
    t.clock.advanceDays(14);

    const refused = await pause(member, { days: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You can pause your streak for at most 30 days in 365 days: you have 2 days left.',
    );
    expect(await pausesOf(member)).toHaveLength(2);
    expect((await pauseState(member)).body).toEqual({ pause: null, daysUsed: 28, daysLeft: 2 });

    expect((await pause(member, { days: 2 })).body).toMatchObject({ daysUsed: 30, daysLeft: 0 });
    t.clock.advanceDays(2);
    const none = await pause(member, { days: 1 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      'You can pause your streak for at most 30 days in 365 days: you have no paused days left.',
    );
  });

  it('refuses a second pause while one runs, and ends one early: unused days return', async () => {
    const member = await memberInZone();
    expect((await pause(member, { days: 10 })).status).toBe(200);
    const again = await pause(member, { days: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Your streak is already paused until [A-Z][a-z]+day, /);

    t.clock.advanceDays(3);
    const ended = await endPause(member);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ pause: null, daysUsed: 3, daysLeft: 27 });
    expect(await pausesOf(member)).toEqual([
      expect.objectContaining({ startDay: addDays(today(), -3), endDay: addDays(today(), -1) }),
    ]);

    const notPaused = await endPause(member);
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.message).toBe('Your streak is not paused.');

    expect((await pause(member, { days: 1 })).status).toBe(200);
    expect((await endPause(member)).body.daysUsed).toBe(3);
    expect(await pausesOf(member)).toHaveLength(1);
  });

  it('answers 400 for 0, 15 or no days and 401 without a token: nothing written', async () => {
    const member = await memberInZone();
    for (const payload of [{ days: 0 }, { days: 15 }, { days: 2.5 }, { days: 'x' }, {}]) {
      const bad = await pause(member, payload);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^days: /);
    }
    expect(await pausesOf(member)).toHaveLength(0);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const anonymous = await call(t, { method, url: '/api/Account/StreakPause', payload: { days: 2 } });
      expect(anonymous.status).toBe(401);
    }
    expect(await pausesOf(member)).toHaveLength(0);
  });
});
