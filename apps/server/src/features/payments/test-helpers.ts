import { randomUUID } from 'node:crypto';
import { GOOD_CARD, type CoachOptions } from '../../test/factories/index.js';
import { call, type TestApp, type Identity } from '../../test/test-app.js';

type Member = Identity;

export const newKey = () => `key-${randomUUID()}`;

/** An active coach listed at $85 a session (`newActiveCoach(t, LISTED_COACH)`). */
export const LISTED_COACH = { profile: { sessionRate: 85 } } satisfies CoachOptions;

/** PUT Payments/Card as the member: the call under test (a test's setup uses `addCard`). */
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
