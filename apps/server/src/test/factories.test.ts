import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP, USER_TYPE, type Availability, type CurrentUserStep, type CustomerProfileInfo } from '@oola/domain';
import { sessionsRemaining } from '../features/coaching/credits/ledger.js';
import { createTestApp, type TestApp } from './test-app.js';
import {
  ALL_WEEK,
  addCard,
  newActiveCoach,
  newClient,
  newInactiveCoach,
  newMember,
  newMemberWithCard,
  newNonSubscriber,
  newPair,
  newStaff,
  type Identity,
} from './factories/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileOf = async (who: Identity) =>
  (await who.call<CustomerProfileInfo>({ method: 'GET', url: `/api/Customer/GetCustomerProfileInfo/${who.id}` })).body;

describe('test factories', () => {
  it('makes members at a journey step (the dashboard by default), non-subscribers and staff', async () => {
    const atGoals = await newMember(t, { step: STEP.goals });
    const step = await atGoals.call<CurrentUserStep>({
      method: 'GET',
      url: `/api/customer/GetCurrentUserStep/${atGoals.id}`,
    });
    expect(step.body.userStepId).toBe(STEP.goals);
    expect(await profileOf(await newMember(t))).toMatchObject({ userTypeId: USER_TYPE.subscriber, isStaff: false });
    expect(await profileOf(await newNonSubscriber(t))).toMatchObject({ userTypeId: USER_TYPE.nonSubscriber });
    expect(await profileOf(await newStaff(t))).toMatchObject({ isStaff: true });
  });

  it('makes active coaches with a listing and hours when asked, and inactive ones', async () => {
    const coach = await newActiveCoach(t, { profile: { sessionRate: 85 }, hours: ALL_WEEK, timeZone: 'UTC' });
    expect(await profileOf(coach)).toMatchObject({ userTypeId: USER_TYPE.coach, isActiveCoach: true });
    const hours = await coach.call<Availability>({ method: 'GET', url: `/api/Coach/GetAvailability/${coach.id}` });
    expect(hours.body.ranges).toHaveLength(7);
    expect(await profileOf(await newInactiveCoach(t))).toMatchObject({ isActiveCoach: false });
  });

  it('pairs a member with a coach, with session credits', async () => {
    const { coach, client, path } = await newPair(t, { credits: 3 });
    expect(path).toBe(`${coach.id}/${client.id}`);
    expect(await profileOf(client)).toMatchObject({ hasCoach: true, coachId: coach.id });
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(3);
    const second = await newClient(t, coach.id);
    expect(await sessionsRemaining(t.database.db, second.id)).toBe(0);
  });

  it('puts a card on file through the API', async () => {
    const read = async (who: Identity) =>
      (await who.call<{ card: unknown }>({ method: 'GET', url: '/api/Payments/Card' })).body.card;
    expect(await read(await newMemberWithCard(t))).toMatchObject({ last4: '4242' });
    const later = await newMember(t);
    expect(await read(later)).toBeNull();
    await addCard(t, later);
    expect(await read(later)).not.toBeNull();
  });
});
