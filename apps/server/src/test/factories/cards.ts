import { call, type Identity, type TestApp } from '../test-app.js';
import { newMember, type MemberOptions } from './members.js';

const nextYear = new Date().getUTCFullYear() + 3;
/** Sandbox cards: one that pays, one declined when saved, one saved but declined when charged. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const DECLINES_ON_CHARGE_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0341' };

/**
 * Saves a card on file for the member through PUT Payments/Card (the sandbox's card, or e.g.
 * `{ paymentMethodId }` on Stripe); throws if it is refused.
 */
export async function addCard(
  t: TestApp,
  who: Pick<Identity, 'auth'>,
  card: Record<string, unknown> = GOOD_CARD,
): Promise<void> {
  const saved = await call(t, { method: 'PUT', url: '/api/Payments/Card', headers: who.auth, payload: card });
  if (saved.status !== 200) throw new Error(`saving the card answered ${saved.status}: ${saved.response.body}`);
}

/** A new member with a card on file. */
export async function newMemberWithCard(
  t: TestApp,
  { card = GOOD_CARD, ...fields }: MemberOptions & { card?: Record<string, unknown> } = {},
): Promise<Identity> {
  const who = await newMember(t, fields);
  await addCard(t, who, card);
  return who;
}
