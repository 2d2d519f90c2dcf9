import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@oola/domain';
import { meetings } from '../../../db/schema/index.js';
import { newMember, newClient, newPair } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessionsRemaining } from '../credits/ledger.js';
import { bookingForMeeting, nextBooking } from './queries.js';
import {
  book,
  cancel,
  HOUR,
  ledgerOf,
  reschedule,
  slotIn,
  NO_TOKEN,
  type Member,
  OPEN_ALL_WEEK,
  DENVER_CLIENT,
} from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const remaining = (member: Member) => sessionsRemaining(t.database.db, member.id);

async function booked(hoursAhead = 30) {
  const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
  const answer = await book(t, member, coach.id, slotIn(t, hoursAhead));
  expect(answer.status).toBe(201);
  return { coach, member, booking: answer.body };
}

describe('PUT /api/Booking/Reschedule', () => {
  it('moves the session to another open slot, keeps its uid and credit, raises its sequence', async () => {
    const { coach, member, booking } = await booked();
    const to = slotIn(t, 50);
    const { status, body } = await reschedule(t, member, booking.id, to);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: booking.id, uid: booking.uid, startsAt: to, sequence: 1, status: 'booked' });
    expect(await remaining(member)).toBe(2);
    // The old time is open again, the new one is not.
    const other = await newClient(t, coach.id, DENVER_CLIENT);
    expect((await book(t, other, coach.id, to)).body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect((await book(t, other, coach.id, booking.startsAt)).status).toBe(201);
  });

  it('is a 409 for the same time, a taken or closed time, and a cancelled session', async () => {
    const { coach, member, booking } = await booked();
    expect((await reschedule(t, member, booking.id, booking.startsAt)).body.message).toBe(BOOKING_MESSAGES.sameTime);
    const other = await newClient(t, coach.id, DENVER_CLIENT);
    const taken = slotIn(t, 60);
    await book(t, other, coach.id, taken);
    expect((await reschedule(t, member, booking.id, taken)).body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect((await reschedule(t, member, booking.id, slotIn(t, 2))).body.message).toBe(BOOKING_MESSAGES.slotUnavailable);
    await cancel(t, member, booking.id);
    const late = await reschedule(t, member, booking.id, slotIn(t, 70));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOOKING_MESSAGES.alreadyCancelled);
  });

  it("is a 403 for the session's coach, a 404 for someone else's booking, a 400 and a 401", async () => {
    const { coach, member, booking } = await booked();
    const stranger = await newMember(t);
    const byCoach = await reschedule(t, coach, booking.id, slotIn(t, 70));
    expect(byCoach.status).toBe(403);
    expect(byCoach.body.message).toBe(BOOKING_MESSAGES.onlyMemberMoves);
    expect((await reschedule(t, stranger, booking.id, slotIn(t, 70))).status).toBe(404);
    expect((await reschedule(t, member, 2_000_000_000, slotIn(t, 70))).status).toBe(404);
    expect((await reschedule(t, member, booking.id, 'soon')).status).toBe(400);
    expect((await reschedule(t, { ...member, auth: NO_TOKEN }, booking.id, slotIn(t, 70))).status).toBe(401);
  });
});

describe('PUT /api/Booking/Cancel', () => {
  it('cancels for the member and gives the credit back once', async () => {
    const { member, booking } = await booked();
    const { status, body } = await cancel(t, member, booking.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: booking.id, status: 'cancelled', sequence: 1, canCancel: false });
    expect(await remaining(member)).toBe(3);
    const again = await cancel(t, member, booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BOOKING_MESSAGES.alreadyCancelled);
    expect((await ledgerOf(t, member.id)).map((entry) => [entry.delta, entry.reason])).toEqual([
      [3, 'purchase'],
      [-1, 'booking'],
      [1, 'booking_cancelled'],
    ]);
  });

  it('lets the coach cancel within 24 hours, crediting the member (coach_cancelled), never twice', async () => {
    const { coach, member, booking } = await booked(13);
    expect((await cancel(t, member, booking.id)).body.message).toBe(BOOKING_MESSAGES.tooLateToChange);
    const answers = await Promise.all([cancel(t, coach, booking.id), cancel(t, coach, booking.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await remaining(member)).toBe(3);
    expect((await ledgerOf(t, member.id)).at(-1)).toEqual({
      delta: 1,
      reason: 'coach_cancelled',
      bookingId: booking.id,
    });
  });

  it('is a 409 for the coach once a meeting held the session', async () => {
    const { coach, member, booking } = await booked();
    await t.database.db.insert(meetings).values({
      code: `held-${booking.id}`,
      coachId: coach.id,
      clientId: member.id,
      bookingId: booking.id,
      completedAt: new Date(),
    });
    const answer = await cancel(t, coach, booking.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_MESSAGES.alreadyHeld);
    expect(await remaining(member)).toBe(2);
  });

  it("is a 404 for someone else's booking, a 400 for a bad id and a 401 without a token", async () => {
    const { member, booking } = await booked();
    const other = await newPair(t, OPEN_ALL_WEEK);
    expect((await cancel(t, other.client, booking.id)).status).toBe(404);
    expect((await cancel(t, other.coach, booking.id)).status).toBe(404);
    expect((await cancel(t, member, 'x' as unknown as number)).status).toBe(400);
    expect((await cancel(t, { ...member, auth: NO_TOKEN }, booking.id)).status).toBe(401);
    expect(await remaining(member)).toBe(2);
  });
});

describe('GET /api/Booking/GetInvite/{bookingId}', () => {
  const invite = (caller: Member, bookingId: number | string, headers = caller.auth) =>
    t.app.inject({ method: 'GET', url: `/api/Booking/GetInvite/${bookingId}`, headers });
  const field = (text: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(text)?.[1];

  it('answers an invite with a stable UID, a rising SEQUENCE, and METHOD:CANCEL once cancelled', async () => {
    const { coach, member, booking } = await booked();
    const first = await invite(member, booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="coaching-session-${booking.id}.ics"`);
    const text = first.body;
    expect(field(text, 'METHOD')).toBe('REQUEST');
    expect(field(text, 'UID')).toBe(booking.uid);
    expect(field(text, 'SEQUENCE')).toBe('0');
    expect(field(text, 'STATUS')).toBe('CONFIRMED');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(field(text, 'DTSTART')).toBe(utc(booking.startsAt));
    expect(field(text, 'DTEND')).toBe(utc(booking.endsAt));
    expect(text).toContain(`ORGANIZER;CN="Test Member${coach.id}":MAILTO:member${coach.id}@example.test`);
    expect(text.replace(/\r\n\t/g, '')).toContain(`member${member.id}@example.test`);
    const unfolded = (ics: string) => ics.replace(/\r\n\t/g, '');
    expect(field(unfolded(text), 'LOCATION')).toBe('http://localhost:3000/dashboard');
    const coachCopy = unfolded((await invite(coach, booking.id)).body);
    expect(field(coachCopy, 'UID')).toBe(booking.uid);
    expect(field(coachCopy, 'LOCATION')).toBe(`http://localhost:3000/coachingRoom/${member.id}`);

    await reschedule(t, member, booking.id, slotIn(t, 60));
    const moved = (await invite(member, booking.id)).body;
    expect([field(moved, 'UID'), field(moved, 'SEQUENCE'), field(moved, 'METHOD')]).toEqual([
      booking.uid,
      '1',
      'REQUEST',
    ]);

    await cancel(t, member, booking.id);
    const cancelled = (await invite(coach, booking.id)).body;
    expect([field(cancelled, 'UID'), field(cancelled, 'SEQUENCE')]).toEqual([booking.uid, '2']);
    expect(field(cancelled, 'METHOD')).toBe('CANCEL');
    expect(field(cancelled, 'STATUS')).toBe('CANCELLED');
  });

  it("is a 404 for someone else's booking, a 400 for a bad id and a 401 without a token", async () => {
    const { member, booking } = await booked();
    const stranger = await newMember(t);
    expect((await invite(stranger, booking.id)).statusCode).toBe(404);
    expect((await invite(member, 'abc')).statusCode).toBe(400);
    expect((await invite(member, booking.id, NO_TOKEN)).statusCode).toBe(401);
  });
});

describe('nextBooking and bookingForMeeting', () => {
  it("answer the pair's next live session, and the one a meeting started now belongs to", async () => {
    const { coach, member, booking } = await booked(20);
    const db = t.database.db;
    const later = (await book(t, member, coach.id, slotIn(t, 40))).body;
    expect((await nextBooking(db, coach.id, member.id, t.clock.now()))?.id).toBe(booking.id);
    const start = new Date(booking.startsAt).getTime();
    expect(await bookingForMeeting(db, coach.id, member.id, new Date(start - 16 * 60_000))).toBeNull();
    expect((await bookingForMeeting(db, coach.id, member.id, new Date(start - 15 * 60_000)))?.id).toBe(booking.id);
    expect((await bookingForMeeting(db, coach.id, member.id, new Date(start + 29 * 60_000)))?.id).toBe(booking.id);
    expect(await bookingForMeeting(db, coach.id, member.id, new Date(start + 30 * 60_000))).toBeNull();
    expect((await nextBooking(db, coach.id, member.id, new Date(start + 30 * 60_000)))?.id).toBe(later.id);
    await cancel(t, coach, later.id);
    expect(await nextBooking(db, coach.id, member.id, new Date(start + 30 * 60_000))).toBeNull();
  });
});

describe('the 24-hour rule, as the clock moves', () => {
  it('lets the member cancel or move a session until 24 hours before it starts, then refuses', async () => {
    const { coach, member, booking } = await booked(36);
    const kept = (await book(t, member, coach.id, slotIn(t, 37))).body;
    expect(kept.canCancel).toBe(true);
    t.clock.advanceDays(1);
    // 12 hours to go now.
    expect(new Date(booking.startsAt).getTime() - t.clock.now().getTime()).toBeLessThan(24 * HOUR);
    const tooLate = await cancel(t, member, booking.id);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(BOOKING_MESSAGES.tooLateToChange);
    const moved = await reschedule(t, member, kept.id, slotIn(t, 40));
    expect(moved.body.message).toBe(BOOKING_MESSAGES.tooLateToChange);
    expect(await remaining(member)).toBe(1);
    expect((await cancel(t, coach, booking.id)).status).toBe(200);
    expect(await remaining(member)).toBe(2);
  });
});
