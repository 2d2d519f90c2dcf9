import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@oola/domain';
import { meetings } from '../../../db/schema/index.js';
import { newPair } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { book, cancel, ledgerOf, slotIn, type Member, OPEN_ALL_WEEK } from '../booking/test-helpers.js';
import { sessionsRemaining } from '../credits/ledger.js';
import { completeCall, createMeetingCall } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * A pair (coach open all week) whose member booked the slot starting 23:45 to 24:15 from now with one of
 * `credits`; then the clock moves a day, so now is within 15 minutes of the session's start: its window.
 */
async function inBookedWindow(credits = 2) {
  const { coach, client: member } = await newPair(t, { ...OPEN_ALL_WEEK, credits });
  const booked = await book(t, member, coach.id, slotIn(t, 23.75));
  expect(booked.status).toBe(201);
  t.clock.advanceDays(1);
  return { coach, member, booking: booked.body };
}

const startMeeting = async (coach: Member, member: Member) => {
  const created = await createMeetingCall(t, coach, member.id);
  expect(created.status).toBe(200);
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.code, created.body.meetingCode));
  return row!;
};
const complete = (coach: Member, member: Member, meetingCode: string) =>
  completeCall(t, coach, { coachId: coach.id, userId: member.id, meetingCode });
const remaining = (member: Member) => sessionsRemaining(t.database.db, member.id);
const sessionEntries = async (member: Member) =>
  (await ledgerOf(t, member.id)).filter((entry) => entry.reason === 'session');

describe('a meeting started in a booked session’s window', () => {
  it('serves the booking: completing it takes no second credit, and completing again changes nothing', async () => {
    const { coach, member, booking } = await inBookedWindow(2);
    expect(await remaining(member)).toBe(1);
    const meeting = await startMeeting(coach, member);
    expect(meeting.bookingId).toBe(booking.id);

    const done = await complete(coach, member, meeting.code);
    expect(done.status).toBe(200);
    expect(done.body.sessionsRemaining).toBe(1);
    expect((await complete(coach, member, meeting.code)).body.sessionsRemaining).toBe(1);
    expect(await sessionEntries(member)).toEqual([]);
    // Held: the coach can no longer cancel it (and give a credit back for a session that took place).
    const late = await cancel(t, coach, booking.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOOKING_MESSAGES.alreadyHeld);
    expect(await remaining(member)).toBe(1);
  });

  it('takes nothing more when the coach completes it twice at once', async () => {
    const { coach, member } = await inBookedWindow(2);
    const meeting = await startMeeting(coach, member);
    const answers = await Promise.all([complete(coach, member, meeting.code), complete(coach, member, meeting.code)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await remaining(member)).toBe(1);
    expect(await sessionEntries(member)).toEqual([]);
  });

  it('opens for a member whose last credit the booking holds', async () => {
    const { coach, member } = await inBookedWindow(1);
    expect(await remaining(member)).toBe(0);
    const meeting = await startMeeting(coach, member);
    expect((await complete(coach, member, meeting.code)).body.sessionsRemaining).toBe(0);
  });

  it('serves the booking when a meeting opened before the window is started again inside it', async () => {
    const { coach, client: member } = await newPair(t, { ...OPEN_ALL_WEEK, credits: 2 });
    const booked = (await book(t, member, coach.id, slotIn(t, 23.75))).body;
    const early = await startMeeting(coach, member);
    expect(early.bookingId).toBeNull();
    t.clock.advanceDays(1);
    const again = await startMeeting(coach, member);
    expect(again).toMatchObject({ code: early.code, bookingId: booked.id });
    expect((await complete(coach, member, again.code)).body.sessionsRemaining).toBe(1);
  });
});

describe('a meeting that serves no booking', () => {
  it('takes one credit as before: outside any window, and a second meeting in a window already served', async () => {
    const { coach, member } = await inBookedWindow(3);
    const first = await startMeeting(coach, member);
    await complete(coach, member, first.code);
    // The booking paid for one session: another meeting in the same window is not served by it.
    const second = await startMeeting(coach, member);
    expect(second.bookingId).toBeNull();
    expect((await complete(coach, member, second.code)).body.sessionsRemaining).toBe(1);
    expect(await sessionEntries(member)).toEqual([{ delta: -1, reason: 'session', bookingId: null }]);
  });

  it('takes one credit once its booking was cancelled by the coach', async () => {
    const { coach, member, booking } = await inBookedWindow(2);
    const meeting = await startMeeting(coach, member);
    expect((await cancel(t, coach, booking.id)).status).toBe(200);
    expect(await remaining(member)).toBe(2);
    expect((await complete(coach, member, meeting.code)).body.sessionsRemaining).toBe(1);
  });

  it('costs the member exactly one credit when the coach cancels the booking while completing it', async () => {
    const { coach, member, booking } = await inBookedWindow(2);
    const meeting = await startMeeting(coach, member);
    const [cancelled, completed] = await Promise.all([
      cancel(t, coach, booking.id),
      complete(coach, member, meeting.code),
    ]);
    expect(completed.status).toBe(200);
    // Either the cancellation came first (the credit came back and the session took one) or it was refused.
    expect([200, 409]).toContain(cancelled.status);
    expect((await sessionEntries(member)).length).toBe(cancelled.status === 200 ? 1 : 0);
    expect(await remaining(member)).toBe(1);
  });
});
