import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type CancelCoachingResponse } from '@oola/domain';
import { coachingSubscriptions, coachSelections, payments, users } from '../../db/schema/index.js';
import { testConfig } from '../../config.js';
import { newMember, newActiveCoach, addCard } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { pairFor } from '../coaching/pairs/pairs.js';
import { sessionsRemaining } from '../coaching/credits/ledger.js';
import type { PaymentDeps } from './charge.js';
import { startFakeStripe } from './fake-stripe.js';
import { renewDueSubscriptions } from './renewals.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { paymentProviderFor } from './select-provider.js';
import { purchase, selectCoach, LISTED_COACH } from './test-helpers.js';

type Member = Identity;

const cancel = (t: TestApp, member: Member, payload: object = { userId: member.id }) =>
  call<CancelCoachingResponse & { message: string; errors?: unknown[] }>(t, {
    method: 'PUT',
    url: '/api/Payments/CancelCoaching',
    headers: member.auth,
    payload,
  });

/** What ending coaching changes, read straight from the database. */
async function stateOf(t: TestApp, memberId: number) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  const subscriptions = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, memberId));
  const pairs = await db.select().from(coachSelections).where(eq(coachSelections.clientId, memberId));
  return {
    coachId: user!.coachId,
    displayCoachingPayment: user!.displayCoachingPayment,
    subscriptions: subscriptions.map((row) => ({ status: row.status, canceledAt: row.canceledAt })),
    openPairs: pairs.filter((row) => row.endedAt === null).map((row) => row.coachId),
    credits: await sessionsRemaining(db, memberId),
  };
}

/** A member who paid for coaching with `coach` (the sandbox's good card) and bought 3 sessions. */
async function coachedMember(t: TestApp, card: Record<string, unknown> | undefined = undefined) {
  const coach = await newActiveCoach(t, LISTED_COACH);
  const member = await newMember(t, { displayCoachingPayment: true });
  await addCard(t, member, card);
  expect((await selectCoach(t, member, coach.id)).body).toMatchObject({ charged: true });
  expect((await purchase(t, member, coach.id, 3)).status).toBe(200);
  return { coach, member };
}

describe('PUT Payments/CancelCoaching (sandbox)', () => {
  let t: TestApp;
  let deps: PaymentDeps;
  beforeAll(async () => {
    t = await createTestApp();
    deps = { db: t.database.db, clock: t.clock, events: t.app.events, provider: new SandboxProvider(t.clock) };
  });
  afterAll(async () => t.close());

  it('ends the coaching at once: no renewal, a past pair, credits kept, and choosing again pays', async () => {
    const { coach, member } = await coachedMember(t);
    const answer = await cancel(t, member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ended: true,
      message: PAYMENT_MESSAGES.coachingEnded,
      pastCoachId: coach.id,
      account: { subscription: null, coach: null, sessionsRemaining: 3, displayCoachingPayment: true },
    });
    const after = await stateOf(t, member.id);
    expect(after).toMatchObject({ coachId: null, displayCoachingPayment: true, openPairs: [], credits: 3 });
    expect(after.subscriptions).toEqual([{ status: 'canceled', canceledAt: expect.any(Date) }]);
    expect(after.subscriptions[0]!.canceledAt!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    // The coach keeps the member as a past client: the room reads, but takes no new message.
    expect(await pairFor(t.database.db, coach.id, coach.id, member.id)).toMatchObject({ active: false });
    const message = await call(t, {
      method: 'POST',
      url: '/api/ChatConversation/InsertChatMessage',
      headers: member.auth,
      payload: { coachId: coach.id, clientId: member.id, message: 'Still there?' },
    });
    expect(message.status).toBe(403);

    // Long past the paid month, the renewal sweep charges nothing.
    t.clock.advanceDays(40);
    await renewDueSubscriptions(deps);
    const charged = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(charged.map((row) => row.purpose)).toEqual(['coaching', 'sessions']);

    // Choosing a coach again starts a new paid month.
    expect((await selectCoach(t, member, coach.id)).body).toMatchObject({
      charged: true,
      subscription: { status: 'active' },
    });
  });

  it('is idempotent: a repeat ends nothing and changes nothing', async () => {
    const { member } = await coachedMember(t);
    expect((await cancel(t, member)).body.ended).toBe(true);
    const before = await stateOf(t, member.id);
    const again = await cancel(t, member);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ended: false, message: PAYMENT_MESSAGES.noCoachingToEnd, pastCoachId: null });
    expect(await stateOf(t, member.id)).toEqual(before);
  });

  it('ends a past_due subscription, and a coach chosen before payments existed (no subscription)', async () => {
    const { member } = await coachedMember(t);
    await t.database.db
      .update(coachingSubscriptions)
      .set({ status: 'past_due' })
      .where(eq(coachingSubscriptions.userId, member.id));
    expect((await cancel(t, member)).body.ended).toBe(true);
    expect((await stateOf(t, member.id)).subscriptions.map((row) => row.status)).toEqual(['canceled']);

    const coach = await newActiveCoach(t, LISTED_COACH);
    const legacy = await newMember(t, { displayCoachingPayment: false });
    expect((await selectCoach(t, legacy, coach.id, null)).body).toMatchObject({ charged: false });
    expect((await cancel(t, legacy)).body).toMatchObject({ ended: true, pastCoachId: coach.id });
    expect(await stateOf(t, legacy.id)).toMatchObject({ coachId: null, openPairs: [], displayCoachingPayment: true });
  });

  it('answers 400 { message, errors } for bad input and changes nothing', async () => {
    const { coach, member } = await coachedMember(t);
    const before = await stateOf(t, member.id);
    for (const payload of [{}, { userId: 'me' }, { userId: 0 }, { userId: -1 }]) {
      const answer = await cancel(t, member, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
    }
    expect(await stateOf(t, member.id)).toEqual(before);
    expect(before.openPairs).toEqual([coach.id]);
  });

  it('answers 403 for another member’s id and 401 without a token, changing nothing', async () => {
    const { member } = await coachedMember(t);
    const other = await newMember(t);
    const before = await stateOf(t, member.id);
    const forbidden = await cancel(t, other, { userId: member.id });
    expect(forbidden.status).toBe(403);
    const anonymous = await call(t, {
      method: 'PUT',
      url: '/api/Payments/CancelCoaching',
      payload: { userId: member.id },
    });
    expect(anonymous.status).toBe(401);
    expect(await stateOf(t, member.id)).toEqual(before);
  });

  it('does not reopen coaching when a renewal charged in flight settles after the member ended it', async () => {
    const { member } = await coachedMember(t);
    t.clock.advanceDays(32);
    const [due] = await t.database.db
      .select()
      .from(coachingSubscriptions)
      .where(eq(coachingSubscriptions.userId, member.id));
    // The sweep has read the due subscription; the member ends coaching before its charge settles.
    let ended = false;
    const endsCoachingFirst: PaymentProvider = Object.assign(Object.create(deps.provider) as PaymentProvider, {
      charge: async (request: Parameters<PaymentProvider['charge']>[0]) => {
        if (!ended) ended = (await cancel(t, member)).body.ended;
        return deps.provider.charge(request);
      },
    });
    const sweep = renewDueSubscriptions({ ...deps, provider: endsCoachingFirst });
    await sweep;
    expect(ended).toBe(true);
    expect(due!.status).toBe('active');
    const renewal = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(renewal.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect((await stateOf(t, member.id)).subscriptions.map((row) => row.status)).toEqual(['canceled']);
  });
});

describe('PUT Payments/CancelCoaching (Stripe provider against a local fake: no network)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripeConfig: ReturnType<typeof testConfig>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeConfig = testConfig({
      stripe: { secretKey: 'sk_test_fake', webhookSecret: 'whsec_x', publishableKey: 'pk_test_fake', apiUrl: fake.url },
    });
    t = await createTestApp({ config: stripeConfig });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('stops the renewals: after the period, the sweep sends Stripe no PaymentIntent', async () => {
    const { member } = await coachedMember(t, { paymentMethodId: 'pm_good' });
    const chargesBefore = fake.charges().length;
    expect((await cancel(t, member)).body).toMatchObject({ ended: true, account: { subscription: null } });
    t.clock.advanceDays(40);
    const provider = paymentProviderFor(stripeConfig, t.clock);
    expect(provider.name).toBe('stripe');
    expect(await renewDueSubscriptions({ db: t.database.db, clock: t.clock, events: t.app.events, provider })).toEqual({
      renewed: 0,
      pastDue: 0,
    });
    expect(fake.charges()).toHaveLength(chargesBefore);
  });
});
