import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING, type CoachingSchedule } from '@oola/domain';
import { newPair } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { book, OPEN_ALL_WEEK, slotIn, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bookingsSeenBy = async (caller: Member, coachId: number, clientId: number) =>
  (
    await call<CoachingSchedule>(t, {
      method: 'GET',
      url: `/api/Booking/GetSchedule/${coachId}/${clientId}`,
      headers: caller.auth,
    })
  ).body.bookings;

describe('a booked session is joinable', () => {
  it(`from ${BOOKING.joinEarlyMinutes} minutes before it starts (the server's clock), for both of the pair`, async () => {
    const { coach, client } = await newPair(t, OPEN_ALL_WEEK);
    const booked = await book(t, client, coach.id, slotIn(t, 13));
    expect(booked.status).toBe(201);
    expect(booked.body.joinable).toBe(false);

    const startsAt = new Date(booked.body.startsAt).getTime();
    const minutesToStart = Math.floor((startsAt - t.clock.now().getTime()) / 60_000);
    t.clock.advanceMinutes(minutesToStart - BOOKING.joinEarlyMinutes - 1);
    expect((await bookingsSeenBy(client, coach.id, client.id))[0]).toMatchObject({
      id: booked.body.id,
      joinable: false,
    });

    t.clock.advanceMinutes(2);
    expect((await bookingsSeenBy(client, coach.id, client.id))[0]).toMatchObject({
      id: booked.body.id,
      joinable: true,
    });
    expect((await bookingsSeenBy(coach, coach.id, client.id))[0]).toMatchObject({ id: booked.body.id, joinable: true });
  });
});
