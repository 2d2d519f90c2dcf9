import { describe, expect, it } from 'vitest';
import { slotIn } from '../features/coaching/booking/test-helpers.js';
import { ALL_WEEK, setHours } from '../test/factories/index.js';
import { addCredits } from '../features/coaching/credits/ledger.js';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import { call, type TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
let bookingId: number;
identitiesTestApp(async (opened) => {
  ({ t, who } = opened);
  await setHours(t, who.coachOfMember.id, ALL_WEEK);
  await addCredits(t.database.db, { userId: who.member.id, delta: 3, reason: 'purchase' });
  const booked = await call<{ id: number }>(t, {
    method: 'POST',
    url: '/api/Booking/BookSlot',
    headers: who.member.headers,
    payload: { coachId: who.coachOfMember.id, startsAt: slotIn(t, 72) },
  });
  expect(booked.status).toBe(201);
  bookingId = booked.body.id;
});

describe('booking policy', () => {
  it('manageAvailability: active coaches, on their own hours', async () => {
    await walkIdentities(
      t,
      who,
      (caller) => ({ method: 'GET', url: `/api/Coach/GetAvailability/${caller.id ?? 1}` }),
      outcomes(403, { coachOfMember: 200, otherCoach: 200 }),
    );
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/Coach/GetAvailability/${who.coachOfMember.id}` }),
      outcomes(403, { coachOfMember: 200 }),
    );
  });

  it('seeBooking: its coach and its member; anyone else 404, as if there were none', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/Booking/GetInvite/${bookingId}` }),
      outcomes(404, { member: 200, coachOfMember: 200 }),
    );
  });

  it('moveBooking: only its member (409 here: the same time); its coach 403; anyone else 404', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'PUT', url: '/api/Booking/Reschedule', payload: { bookingId, startsAt: slotIn(t, 72) } }),
      outcomes(404, { member: 409, coachOfMember: 403 }),
    );
  });
});
