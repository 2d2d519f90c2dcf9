import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingSubscriptions, emailOutbox, payments, users } from '../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../test/jobs.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { newMember, newActiveCoach, addCard, DECLINES_ON_CHARGE_CARD } from '../../test/factories/index.js';
import { type TestApp } from '../../test/test-app.js';
import type { PaymentDeps } from './charge.js';
import { coachingRenewalsJob } from './renewal-job.js';
import { renewDueSubscriptions } from './renewals.js';
import { SandboxProvider } from './sandbox-provider.js';
import { addOneMonth } from './subscription-period.js';
import { selectCoach, LISTED_COACH } from './test-helpers.js';

let sink: SmtpSink;
let t: TestApp;
let deps: PaymentDeps;
mailingTestApp((opened) => ({ sink, app: t } = opened));
beforeAll(() => {
  deps = { db: t.database.db, clock: t.clock, events: t.app.events, provider: new SandboxProvider(t.clock) };
});

const subscriptionOf = async (userId: number) =>
  (await t.database.db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, userId)))[0]!;

async function subscribedMember() {
  const coach = await newActiveCoach(t, LISTED_COACH);
  const member = await newMember(t, { displayCoachingPayment: true });
  await addCard(t, member);
  expect((await selectCoach(t, member, coach.id)).status).toBe(200);
  return member;
}

describe('coaching renewal', () => {
  it('adds one calendar month, keeping the day where the month has it', () => {
    expect(addOneMonth(new Date('2025-01-31T10:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2024-01-31T10:00:00Z')).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addOneMonth(new Date('2025-12-15T00:00:00Z')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('charges nothing before the period ends, then once when the clock passes it, anchored to the old end', async () => {
    const member = await subscribedMember();
    const first = await subscriptionOf(member.id);
    await runRecurringJob(t, coachingRenewalsJob);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);

    t.clock.advanceDays(32);
    await Promise.all([runRecurringJob(t, coachingRenewalsJob), renewDueSubscriptions(deps)]);
    await runRecurringJob(t, coachingRenewalsJob);
    const renewed = await subscriptionOf(member.id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd.toISOString()).toBe(addOneMonth(first.currentPeriodEnd).toISOString());
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows.map((row) => [row.purpose, row.status, row.amountCents])).toEqual([
      ['coaching', 'succeeded', 5000],
      ['coaching', 'succeeded', 5000],
    ]);
    expect(renewed.lastPaymentId).toBe(rows[1]!.id);
  });

  it('makes a declined renewal past_due, e-mails the member once, and asks them to pay again', async () => {
    const member = await subscribedMember();
    await t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, member.id));
    const periodEnd = (await subscriptionOf(member.id)).currentPeriodEnd;
    await addCard(t, member, DECLINES_ON_CHARGE_CARD);
    t.clock.advanceDays(32);
    const tally = await renewDueSubscriptions(deps);
    expect(tally.pastDue).toBeGreaterThanOrEqual(1);
    expect((await subscriptionOf(member.id)).status).toBe('past_due');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user!.displayCoachingPayment).toBe(true);
    await renewDueSubscriptions(deps);
    await runQueuedJobs(t);
    const notice = await sink.waitFor(
      (mail) =>
        JSON.stringify(mail.to).includes(`member${member.id}@`) && mail.subject === 'Your coaching renewal failed',
    );
    const dueDay = periodEnd.toLocaleDateString('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(notice.text).toContain(
      `We could not charge your card $50.00 for your next month of coaching, due ${dueDay}.`,
    );
    expect(notice.html).toContain('href="https://portal.example/billing"');
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, member.id))
      .orderBy(emailOutbox.template);
    // The first month's receipt (its job wrote it when the queue ran) and the one notice.
    expect(notices.map((row) => [row.template, row.status])).toEqual([
      ['payment-receipt', 'sent'],
      ['renewal-failed', 'sent'],
    ]);
    // Paying again by choosing a coach reopens the subscription from now.
    await addCard(t, member);
    const coach = await newActiveCoach(t, LISTED_COACH);
    const again = await selectCoach(t, member, coach.id);
    expect(again.body).toMatchObject({ charged: true, subscription: { status: 'active' } });
    expect((await subscriptionOf(member.id)).currentPeriodEnd > t.clock.now()).toBe(true);
  });
});
