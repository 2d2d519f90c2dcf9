import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type CoachClient } from '@oola/domain';
import { payments } from '../../db/schema/index.js';
import { newMember, newPair, addCard, GOOD_CARD } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionsRemaining } from '../coaching/credits/ledger.js';
import { startFakeStripe } from './fake-stripe.js';
import { newKey, purchase, putCard, LISTED_COACH } from './test-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_fake',
        apiUrl: fake.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function memberWithStripeCard(paymentMethodId = 'pm_good') {
  const { coach, client: member } = await newPair(t, { coach: LISTED_COACH });
  await addCard(t, member, { paymentMethodId });
  return { coach, member };
}

/** Signs a payload as Stripe does, offline, with the SDK's own helper. */
function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const webhook = (body: { payload: string; headers: Record<string, string> }) =>
  call<Record<string, unknown>>(t, { method: 'POST', url: '/api/Payments/Webhook', ...body });

describe('the Stripe provider (SDK against a local fake of Stripe’s API: no network)', () => {
  it('saves the card from the payment method Stripe.js made, and refuses raw card details', async () => {
    const member = await newMember(t);
    expect((await putCard(t, member, { paymentMethodId: 'pm_good' })).body).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    expect(fake.requests.some((r) => r.path === '/v1/payment_methods/pm_good/attach')).toBe(true);
    expect((await putCard(t, member, GOOD_CARD)).status).toBe(400);
    const intent = await call(t, { method: 'POST', url: '/api/Payments/SetupIntent', headers: member.auth });
    expect(intent).toMatchObject({ status: 200, body: { clientSecret: 'seti_fake_secret_abc' } });
    expect(fake.requests.find((r) => r.path === '/v1/setup_intents')?.body.get('usage')).toBe('off_session');
  });

  it('charges with a PaymentIntent confirmed off-session, passing our idempotency key to Stripe', async () => {
    const { coach, member } = await memberWithStripeCard();
    const key = newKey();
    expect((await purchase(t, member, coach.id, 2, key)).status).toBe(200);
    const charge = fake.charges().at(-1)!;
    expect(Object.fromEntries(charge.body)).toMatchObject({
      amount: '17000',
      currency: 'usd',
      customer: expect.stringMatching(/^cus_fake_/),
      payment_method: 'pm_good',
      off_session: 'true',
      confirm: 'true',
    });
    expect(charge.idempotencyKey).toBe(`oola-${member.id}-${key}`);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'succeeded',
      providerPaymentId: expect.stringMatching(/^pi_fake_/),
    });
    expect(charge.body.get('metadata[paymentId]')).toBe(String(row!.id));
  });

  it('sends one charge to Stripe for parallel requests with the same key', async () => {
    const { coach, member } = await memberWithStripeCard();
    const before = fake.charges().length;
    const key = newKey();
    await Promise.all([purchase(t, member, coach.id, 1, key), purchase(t, member, coach.id, 1, key)]);
    await purchase(t, member, coach.id, 1, key);
    expect(fake.charges().length - before).toBe(1);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(1);
  });

  it('maps Stripe’s card error to a 402 with its code and keeps the PaymentIntent id', async () => {
    const { coach, member } = await memberWithStripeCard('pm_declines');
    const answer = await purchase(t, member, coach.id, 1);
    expect(answer).toMatchObject({
      status: 402,
      body: { declineCode: 'card_declined', declineMessage: 'Your card was declined.' },
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(row).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
      providerPaymentId: expect.stringMatching(/^pi_fake_/),
    });
  });

  it('answers 503 when Stripe fails, leaving no payment, so the same key can be retried', async () => {
    const { coach, member } = await memberWithStripeCard('pm_outage');
    const key = newKey();
    expect((await purchase(t, member, coach.id, 1, key)).status).toBe(503);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    await addCard(t, member, { paymentMethodId: 'pm_good' });
    expect((await purchase(t, member, coach.id, 1, key)).status).toBe(200);
  }, 20_000);
});

describe('POST Payments/Webhook', () => {
  const event = (id: string, type: string, object: object) => ({ id, object: 'event', type, data: { object } });

  it('refuses a payload whose signature does not verify, or no signature', async () => {
    const good = signed(event('evt_bad', 'payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }));
    const forged = signed(JSON.parse(good.payload), 'whsec_someone_else');
    expect(await webhook(forged)).toMatchObject({
      status: 400,
      body: { message: 'The webhook signature is not valid.' },
    });
    expect((await webhook({ payload: good.payload, headers: { 'content-type': 'application/json' } })).status).toBe(
      400,
    );
    const tampered = { ...good, payload: good.payload.replace('pi_x', 'pi_y') };
    expect((await webhook(tampered)).status).toBe(400);
  });

  it('settles a payment left pending, once: a repeated delivery is a duplicate and changes nothing', async () => {
    const { coach, member } = await memberWithStripeCard();
    const [pending] = await t.database.db
      .insert(payments)
      .values({
        userId: member.id,
        idempotencyKey: newKey(),
        provider: 'stripe',
        purpose: 'sessions',
        coachId: coach.id,
        quantity: 3,
        amountCents: 25500,
        status: 'pending',
      })
      .returning();
    const succeeded = signed(
      event('evt_paid_1', 'payment_intent.succeeded', {
        id: 'pi_webhook_1',
        object: 'payment_intent',
        status: 'succeeded',
        metadata: { paymentId: String(pending!.id) },
      }),
    );
    expect(await webhook(succeeded)).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await webhook(succeeded)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(3);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, pending!.id));
    expect(row).toMatchObject({ status: 'succeeded', providerPaymentId: 'pi_webhook_1' });

    const refunded = signed(
      event('evt_refund_1', 'charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: 'pi_webhook_1',
      }),
    );
    expect((await webhook(refunded)).body).toMatchObject({ duplicate: false });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, pending!.id));
    expect(after!.status).toBe('refunded');
  });

  it('settles a charge Stripe left processing when payment_intent.succeeded arrives', async () => {
    const { coach, member } = await memberWithStripeCard('pm_processing');
    expect(await purchase(t, member, coach.id, 2)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.inProgress },
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(row).toMatchObject({ status: 'pending', providerPaymentId: expect.stringMatching(/^pi_fake_/) });
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(0);
    const succeeded = signed(
      event('evt_processed_1', 'payment_intent.succeeded', {
        id: row!.providerPaymentId,
        object: 'payment_intent',
        status: 'succeeded',
        metadata: { paymentId: String(row!.id) },
      }),
    );
    expect((await webhook(succeeded)).status).toBe(200);
    expect(await sessionsRemaining(t.database.db, member.id)).toBe(2);
  });

  it("shows the credits a webhook settled in the coach's client list at once, though nobody signed in wrote", async () => {
    const { coach, member } = await memberWithStripeCard();
    const remainingInList = async () =>
      (
        await call<CoachClient[]>(t, { method: 'GET', url: `/api/Coach/GetMyClients/${coach.id}`, headers: coach.auth })
      ).body.find((client) => client.clientId === member.id)!.sessionsRemaining;
    expect(await remainingInList()).toBe(0);
    const [pending] = await t.database.db
      .insert(payments)
      .values({
        userId: member.id,
        idempotencyKey: newKey(),
        provider: 'stripe',
        purpose: 'sessions',
        coachId: coach.id,
        quantity: 2,
        amountCents: 17000,
        status: 'pending',
      })
      .returning();
    const succeeded = signed(
      event('evt_paid_list', 'payment_intent.succeeded', {
        id: 'pi_webhook_list',
        object: 'payment_intent',
        status: 'succeeded',
        metadata: { paymentId: String(pending!.id) },
      }),
    );
    expect((await webhook(succeeded)).status).toBe(200);
    expect(await remainingInList()).toBe(2);
  });

  it('accepts events it does not act on', async () => {
    const other = signed(event('evt_other', 'customer.created', { id: 'cus_1', object: 'customer' }));
    expect(await webhook(other)).toMatchObject({ status: 200, body: { duplicate: false } });
  });
});

describe('Stripe.js in the content security policy', () => {
  it('is allowed (script, card frames, API) only when payments go to Stripe', async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self' https: https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });
});

describe('with the sandbox', () => {
  it('answers 404 to a webhook and keeps Stripe.js out of the content security policy', async () => {
    const sandbox = await createTestApp();
    try {
      const answer = await call(sandbox, {
        method: 'POST',
        url: '/api/Payments/Webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(answer.status).toBe(404);
      const health = await sandbox.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(health.headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await sandbox.close();
    }
  });
});
