import { randomUUID } from 'node:crypto';
import { USER_TYPE } from '@oola/domain';
import { coachProfiles } from '../../db/schema/index.js';
import { call, createUser, type NewUser, type TestApp } from '../../test/test-app.js';
import { openPair } from '../coach-pairs/index.js';

type Member = Awaited<ReturnType<typeof createUser>>;

const nextYear = new Date().getUTCFullYear() + 3;
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const DECLINES_ON_CHARGE_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0341' };

export const newKey = () => `key-${randomUUID()}`;

/** An active coach with a listing at this session rate (dollars), answered signed in. */
export async function createCoach(t: TestApp, sessionRate: number | null = 85, fields: NewUser = {}): Promise<Member> {
  const coach = await createUser(t, { userTypeId: USER_TYPE.coach, isActiveCoach: true, ...fields });
  await t.database.db
    .insert(coachProfiles)
    .values({ userId: coach.id, zipCode: '80202', city: 'Denver', state: 'CO', sessionRate });
  return coach;
}

/** Makes coachId the member's coach, as selecting them would. */
export async function pair(t: TestApp, clientId: number, coachId: number): Promise<void> {
  await t.database.db.transaction((tx) => openPair(tx, clientId, coachId, t.clock.now()));
}

export async function putCard(t: TestApp, member: Member, card: Record<string, unknown> = GOOD_CARD) {
  return call(t, { method: 'PUT', url: '/api/Payments/Card', headers: member.auth, payload: card });
}

export async function purchase(t: TestApp, member: Member, coachId: number, quantity: number, key = newKey()) {
  return call<Record<string, unknown>>(t, {
    method: 'POST',
    url: '/api/Coach/PurchaseSession',
    headers: { ...member.auth, 'idempotency-key': key },
    payload: { CoachId: coachId, UserId: member.id, Quantity: quantity },
  });
}

export async function selectCoach(t: TestApp, member: Member, coachId: number, key: string | null = newKey()) {
  return call<Record<string, unknown>>(t, {
    method: 'POST',
    url: `/api/FindCoach/SelectCoach/${coachId}`,
    headers: { ...member.auth, ...(key ? { 'idempotency-key': key } : {}) },
  });
}
