import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type Availability } from '@oola/domain';
import { coachAvailability, coachDaysOff, coachProfiles } from '../../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts.js';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoBooking } from './seed.js';
import { NO_TOKEN, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Answer = Availability & { message?: string; errors?: { path: string; message: string }[] };

const read = (caller: Member, userId: number | string = caller.id, headers = caller.auth) =>
  call<Answer>(t, { method: 'GET', url: `/api/Coach/GetAvailability/${userId}`, headers });
const save = (caller: Member, payload: object, headers = caller.auth) =>
  call<Answer>(t, { method: 'PUT', url: '/api/coach/saveavailability', headers, payload });

const WEEK = {
  ranges: [
    { weekday: 2, start: '13:00', end: '17:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 6, start: '22:30', end: '24:00' },
  ],
  daysOff: ['2031-12-26', '2031-12-24'],
};

describe('GET /api/Coach/GetAvailability/{userId}', () => {
  it("answers an empty week in the coach's zone, and the scheduling link when one is set", async () => {
    const coach = await newActiveCoach(t, { timeZone: 'America/Denver' });
    const { status, body } = await read(coach);
    expect(status).toBe(200);
    expect(body).toEqual({
      userId: coach.id,
      timeZone: 'America/Denver',
      schedulingUrl: null,
      ranges: [],
      daysOff: [],
    });

    await t.database.db.insert(coachProfiles).values({
      userId: coach.id,
      zipCode: '80202',
      city: 'Denver',
      state: 'CO',
      schedulingUrl: 'https://cal.example/me',
    });
    expect((await read(coach)).body.schedulingUrl).toBe('https://cal.example/me');
  });

  it('uses UTC for a coach without a time zone', async () => {
    const coach = await newMember(t, { isActiveCoach: true, timeZone: null });
    expect((await read(coach)).body.timeZone).toBe('UTC');
  });

  it('is a 403 for a member who is not an active coach, and for another coach’s id', async () => {
    const member = await newMember(t);
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    const other = await newActiveCoach(t, { timeZone: 'UTC' });
    const refused = await read(member);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(BOOKING_MESSAGES.coachesOnly);
    expect((await read(coach, other.id)).status).toBe(403);
  });

  it('is a 400 for a bad id and a 401 without a token', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    expect((await read(coach, 'abc')).status).toBe(400);
    expect((await read(coach, coach.id, NO_TOKEN)).status).toBe(401);
  });
});

describe('PUT /api/Coach/SaveAvailability', () => {
  it('replaces the weekly hours and days off, answered in order', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'America/Denver' });
    const { status, body } = await save(coach, { userId: coach.id, ...WEEK });
    expect(status).toBe(200);
    expect(body.ranges).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 2, start: '13:00', end: '17:00' },
      { weekday: 6, start: '22:30', end: '24:00' },
    ]);
    expect(body.daysOff).toEqual(['2031-12-24', '2031-12-26']);
    expect((await read(coach)).body).toEqual(body);

    const again = await save(coach, {
      UserId: coach.id,
      Ranges: [{ weekday: 3, start: '08:00', end: '08:30' }],
      daysOff: [],
    });
    expect(again.status).toBe(200);
    expect(again.body.ranges).toEqual([{ weekday: 3, start: '08:00', end: '08:30' }]);
    expect(again.body.daysOff).toEqual([]);
  });

  it('takes ranges that only touch', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    const ranges = [
      { weekday: 4, start: '09:00', end: '12:00' },
      { weekday: 4, start: '12:00', end: '13:00' },
    ];
    expect((await save(coach, { userId: coach.id, ranges, daysOff: [] })).status).toBe(200);
  });

  it.each([
    ['a time off the half hour', [{ weekday: 1, start: '09:15', end: '10:00' }], [], BOOKING_MESSAGES.timeStep],
    ['a start after the end', [{ weekday: 1, start: '12:00', end: '09:00' }], [], BOOKING_MESSAGES.rangeOrder],
    ['an empty range', [{ weekday: 1, start: '09:00', end: '09:00' }], [], BOOKING_MESSAGES.rangeOrder],
    [
      'overlapping ranges',
      [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:30', end: '13:00' },
      ],
      [],
      BOOKING_MESSAGES.overlap,
    ],
    [
      'a weekday out of range',
      [{ weekday: 7, start: '09:00', end: '10:00' }],
      [],
      'must be a whole number between 0 and 6',
    ],
    ['a time past midnight', [{ weekday: 1, start: '23:00', end: '24:30' }], [], BOOKING_MESSAGES.timeStep],
    ['a day off that is no date', [], ['2031-02-30'], BOOKING_MESSAGES.dayOff],
    ['a day off listed twice', [], ['2031-12-24', '2031-12-24'], BOOKING_MESSAGES.duplicateDayOff],
  ])('is a 400 for %s, and saves nothing', async (_case, ranges, daysOff, message) => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    await save(coach, { userId: coach.id, ...WEEK });
    const { status, body } = await save(coach, { userId: coach.id, ranges, daysOff });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.message)).toContain(message);
    expect((await read(coach)).body.ranges).toHaveLength(WEEK.ranges.length);
  });

  it('is a 400 without ranges or days off', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    expect((await save(coach, { userId: coach.id, ranges: [] })).status).toBe(400);
    expect((await save(coach, { userId: coach.id, daysOff: [] })).status).toBe(400);
  });

  it('is a 403 for a member, and for another coach’s id; a 401 without a token', async () => {
    const member = await newMember(t);
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    const other = await newActiveCoach(t, { timeZone: 'UTC' });
    expect((await save(member, { userId: member.id, ...WEEK })).status).toBe(403);
    expect((await save(coach, { userId: other.id, ...WEEK })).status).toBe(403);
    expect((await save(coach, { userId: coach.id, ...WEEK }, NO_TOKEN)).status).toBe(401);
    const stored = await t.database.db.select().from(coachAvailability).where(eq(coachAvailability.coachId, other.id));
    expect(stored).toEqual([]);
  });

  it('keeps one copy of each day off when two saves race', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    const answers = await Promise.all([
      save(coach, { userId: coach.id, ...WEEK }),
      save(coach, { userId: coach.id, ...WEEK }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const days = await t.database.db.select().from(coachDaysOff).where(eq(coachDaysOff.coachId, coach.id));
    expect(days).toHaveLength(2);
  });
});

describe('the demo seed', () => {
  it('gives coach 2001 weekday hours once', async () => {
    const db = t.database.db;
    const demo = DEMO_ACCOUNTS.filter((account) => [1005, 1006, 2001].includes(account.id!));
    for (const account of demo) await newMember(t, account);
    await seedDemoBooking(db);
    await seedDemoBooking(db);

    const hours = await db.select().from(coachAvailability).where(eq(coachAvailability.coachId, 2001));
    expect(hours).toHaveLength(10);
    expect(hours.filter((range) => range.weekday === 1).map((range) => [range.startMinute, range.endMinute])).toEqual([
      [540, 720],
      [780, 1020],
    ]);
  });
});
