import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, dateTimeFormat, type CoachingSchedule } from '@oola/domain';
import { inTransaction } from '../../../events/index.js';
import { bookings, coachDaysOff } from '../../../db/schema/index.js';
import { newMember, newActiveCoach, setHours, newClient, newPair } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { NO_SESSIONS_LEFT, sessionsRemaining } from '../credits/ledger.js';
import { openPair } from '../pairs/pairs.js';
import {
  book,
  HOUR,
  ledgerOf,
  openSlotsOf,
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

const WEEKDAYS_DENVER = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 540, endMinute: 720 },
  { weekday, startMinute: 780, endMinute: 1020 },
]);
const denver = (iso: string) =>
  dateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const schedule = (caller: Member, coachId: number | string, clientId: number | string, headers = caller.auth) =>
  call<CoachingSchedule & { message?: string }>(t, {
    method: 'GET',
    url: `/api/Booking/GetSchedule/${coachId}/${clientId}`,
    headers,
  });

describe('GET /api/Booking/GetOpenSlots/{coachId}', () => {
  it("answers the coach's weekday hours as 30-minute slots in the member's zone, 12 hours to 21 days ahead", async () => {
    const coach = await newActiveCoach(t, { timeZone: 'America/Denver' });
    await setHours(t, coach.id, WEEKDAYS_DENVER);
    const member = await newClient(t, coach.id, { credits: 1, timeZone: 'America/Chicago' });
    const { status, body } = await openSlotsOf(t, member, coach.id);
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/Chicago');
    const slots = body.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThanOrEqual(13 * 14);
    const now = t.clock.now().getTime();
    expect(new Date(slots[0]!.startsAt).getTime()).toBeGreaterThanOrEqual(now + 12 * HOUR);
    expect(new Date(slots.at(-1)!.startsAt).getTime()).toBeLessThan(now + 21 * 24 * HOUR);
    for (const slot of slots) {
      const [weekday, time] = denver(slot.startsAt).split(' ') as [string, string];
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
      expect((time >= '09:00' && time <= '11:30') || (time >= '13:00' && time <= '16:30')).toBe(true);
      expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(30 * 60_000);
    }
    // Chicago is an hour ahead of Denver all year: 9:00 in Denver is 10:00 AM for the member.
    const times = new Set(slots.map((slot) => slot.time));
    expect(times.has('10:00 AM')).toBe(true);
    expect(times.has('5:30 PM')).toBe(true);
    expect(times.has('9:00 AM')).toBe(false);
    expect(times.has('1:00 PM')).toBe(false);
    expect(body.days[0]!.label).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d{1,2}$/);
  });

  it("leaves out the coach's days off and booked slots", async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const first = (await openSlotsOf(t, member, coach.id)).body;
    const dayOff = first.days[2]!.day;
    await t.database.db.insert(coachDaysOff).values({ coachId: coach.id, day: dayOff });
    const taken = first.days[0]!.slots[0]!.startsAt;
    expect((await book(t, member, coach.id, taken)).status).toBe(201);

    // The coach's zone is UTC: the day off is a UTC day, whatever the member's zone.
    const after = (await openSlotsOf(t, member, coach.id)).body.days.flatMap((day) => day.slots);
    expect(after.filter((slot) => slot.startsAt.startsWith(dayOff))).toEqual([]);
    expect(after.filter((slot) => slot.startsAt.startsWith(first.days[3]!.day)).length).toBeGreaterThan(0);
    expect(after.map((slot) => slot.startsAt)).not.toContain(taken);
  });

  it('is a 403 for the coach, a member of another coach and a member whose pair has ended', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const other = await newPair(t, OPEN_ALL_WEEK);
    expect((await openSlotsOf(t, coach, coach.id)).status).toBe(403);
    expect((await openSlotsOf(t, other.client, coach.id)).status).toBe(403);
    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, member.id, other.coach.id, t.clock.now()),
    );
    expect((await openSlotsOf(t, member, coach.id)).status).toBe(403);
    expect((await openSlotsOf(t, member, other.coach.id)).status).toBe(200);
  });

  it('is a 400 for a bad coach id and a 401 without a token', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    expect((await openSlotsOf(t, member, 'x' as unknown as number)).status).toBe(400);
    expect((await openSlotsOf(t, { ...member, auth: NO_TOKEN }, coach.id)).status).toBe(401);
  });
});

describe('POST /api/Booking/BookSlot', () => {
  it('books an open slot with one credit, in the member’s zone, and the slot is gone', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const startsAt = slotIn(t, 30);
    const { status, body } = await book(t, member, coach.id, startsAt);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      coachId: coach.id,
      clientId: member.id,
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
      status: 'booked',
      sequence: 0,
      canCancel: true,
      canReschedule: true,
      coachName: `Test Member${coach.id}`,
    });
    expect(body.when).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:[03]0 [AP]M$/);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(2);
    expect(await ledgerOf(t, member.id)).toEqual([
      { delta: 3, reason: 'purchase', bookingId: null },
      { delta: -1, reason: 'booking', bookingId: body.id },
    ]);
  });

  it('is a 409 with the no-sessions message when no credit is left, and books nothing', async () => {
    const { coach, client: member } = await newPair(t, { ...OPEN_ALL_WEEK, credits: 0 });
    const { status, body } = await book(t, member, coach.id, slotIn(t, 30));
    expect(status).toBe(409);
    expect(body.message).toBe(NO_SESSIONS_LEFT);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.clientId, member.id))).toEqual([]);
  });

  it('is a 409 for a time the coach does not offer: off the half hour, too soon, too far, a day off', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    await setHours(t, coach.id, [{ weekday: 3, startMinute: 600, endMinute: 660 }]);
    const member = await newClient(t, coach.id, DENVER_CLIENT);
    const offered = (await openSlotsOf(t, member, coach.id)).body.days[0]!.slots[0]!.startsAt;
    const offGrid = new Date(new Date(offered).getTime() + 10 * 60_000).toISOString();
    const closed = new Date(new Date(offered).getTime() + 2 * HOUR).toISOString();
    for (const startsAt of [offGrid, closed, slotIn(t, 1), slotIn(t, 24 * 30)]) {
      const answer = await book(t, member, coach.id, startsAt);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(BOOKING_MESSAGES.slotUnavailable);
    }
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(3);
  });

  it('is a 409 "just taken" for a slot another member holds, and nothing is spent', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const other = await newClient(t, coach.id, DENVER_CLIENT);
    const startsAt = slotIn(t, 40);
    expect((await book(t, member, coach.id, startsAt)).status).toBe(201);
    const { status, body } = await book(t, other, coach.id, startsAt);
    expect(status).toBe(409);
    expect(body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(await sessionsRemaining(t.database.db, other.id)).toBe(3);
  });

  it('accepts a time written with another offset for the same instant', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const startsAt = slotIn(t, 50);
    const shifted = new Date(new Date(startsAt).getTime() - 7 * HOUR).toISOString().replace('.000Z', '-07:00');
    const { status, body } = await book(t, member, coach.id, shifted);
    expect(status).toBe(201);
    expect(body.startsAt).toBe(startsAt);
  });

  it('is a 403 outside a current pair (the coach, another member, an ended pair)', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const stranger = await newMember(t);
    expect((await book(t, coach, coach.id, slotIn(t, 30))).status).toBe(403);
    expect((await book(t, stranger, coach.id, slotIn(t, 30))).status).toBe(403);
    const next = await newPair(t, OPEN_ALL_WEEK);
    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, member.id, next.coach.id, t.clock.now()),
    );
    expect((await book(t, member, coach.id, slotIn(t, 30))).status).toBe(403);
  });

  it('is a 400 for a missing or malformed time or coach, and a 401 without a token', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    for (const payload of [
      { coachId: coach.id },
      { coachId: coach.id, startsAt: 'tomorrow' },
      { startsAt: slotIn(t, 30) },
    ]) {
      const answer = await call<{ message: string }>(t, {
        method: 'POST',
        url: '/api/Booking/BookSlot',
        headers: member.auth,
        payload,
      });
      expect(answer.status).toBe(400);
    }
    expect((await book(t, { ...member, auth: NO_TOKEN }, coach.id, slotIn(t, 30))).status).toBe(401);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(3);
  });
});

describe('racing for one slot', () => {
  it('gives two members one booking and one clear refusal, and charges only the winner', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const rival = await newClient(t, coach.id, DENVER_CLIENT);
    const startsAt = slotIn(t, 60);
    const answers = await Promise.all([book(t, member, coach.id, startsAt), book(t, rival, coach.id, startsAt)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.coachId, coach.id));
    expect(rows).toHaveLength(1);
    const remaining = [
      await sessionsRemaining(t.database.db, member.id),
      await sessionsRemaining(t.database.db, rival.id),
    ];
    expect(remaining.sort()).toEqual([2, 3]);
  });

  it('gives one member in two tabs one booking, even with a single credit', async () => {
    const { coach, client: member } = await newPair(t, { ...OPEN_ALL_WEEK, credits: 1 });
    const startsAt = slotIn(t, 60);
    const answers = await Promise.all([book(t, member, coach.id, startsAt), book(t, member, coach.id, startsAt)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(0);
  });

  it('books ten members into ten slots at once, and refuses the eleventh its taken slot', async () => {
    const { coach } = await newPair(t, OPEN_ALL_WEEK);
    const members = await Promise.all(Array.from({ length: 11 }, () => newClient(t, coach.id, DENVER_CLIENT)));
    const starts = Array.from({ length: 10 }, (_, index) => slotIn(t, 30 + index));
    const answers = await Promise.all(
      members.map((member, index) => book(t, member, coach.id, starts[index % starts.length]!)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
  });
});

describe('GET /api/Booking/GetSchedule/{coachId}/{clientId}', () => {
  it("shows the pair's upcoming sessions to the member and the coach, each in their own zone", async () => {
    const coach = await newActiveCoach(t, { timeZone: 'America/New_York' });
    await setHours(
      t,
      coach.id,
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
    );
    const member = await newClient(t, coach.id, DENVER_CLIENT);
    const later = await book(t, member, coach.id, slotIn(t, 80));
    const sooner = await book(t, member, coach.id, slotIn(t, 13));

    const mine = await schedule(member, coach.id, member.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      coachId: coach.id,
      clientId: member.id,
      timeZone: 'America/Denver',
      active: true,
    });
    expect(mine.body.schedulingUrl).toBeNull();
    expect(mine.body.bookings.map((booking) => booking.id)).toEqual([sooner.body.id, later.body.id]);
    expect(mine.body.bookings[0]).toMatchObject({ canCancel: false, canReschedule: false });
    expect(mine.body.bookings[1]).toMatchObject({ canCancel: true, canReschedule: true });

    const theirs = await schedule(coach, coach.id, member.id);
    expect(theirs.body.timeZone).toBe('America/New_York');
    expect(theirs.body.bookings[0]).toMatchObject({ canCancel: true, canReschedule: false });
    const hours = (when: string) => Number(/at (\d+):/.exec(when)![1]) % 12;
    const gap = (hours(theirs.body.bookings[0]!.when) - hours(mine.body.bookings[0]!.when) + 12) % 12;
    expect(gap).toBe(2);
  });

  it('is a 403 for anyone outside the pair, a 400 for a bad id, a 401 without a token', async () => {
    const { coach, client: member } = await newPair(t, OPEN_ALL_WEEK);
    const stranger = await newMember(t);
    expect((await schedule(stranger, coach.id, member.id)).status).toBe(403);
    expect((await schedule(member, coach.id, 'x')).status).toBe(400);
    expect((await schedule(member, coach.id, member.id, NO_TOKEN)).status).toBe(401);
  });
});
