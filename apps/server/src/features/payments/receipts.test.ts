import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '../../test/jobs.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import type { PaymentDeps } from './charge.js';
import { renewDueSubscriptions } from './renewals.js';
import { SandboxProvider } from './sandbox-provider.js';
import {
  newMember,
  newActiveCoach,
  joinCoach,
  newPair,
  addCard,
  DECLINES_ON_CHARGE_CARD,
} from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { newKey, purchase, selectCoach, LISTED_COACH } from './test-helpers.js';

const PORTAL = 'https://portal.example';
let sink: SmtpSink;
let t: TestApp;
let deps: PaymentDeps;
mailingTestApp((opened) => ({ sink, app: t } = opened), { publicUrl: PORTAL });
beforeAll(() => {
  deps = { db: t.database.db, clock: t.clock, events: t.app.events, provider: new SandboxProvider(t.clock) };
});

type Member = Identity;
const textOf = (mail: ParsedMail) => (mail.text ?? '').replace(/\s+/g, ' ');
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).map((one) => one?.text).join(', ');
const messagesTo = async (member: Member) => {
  await runQueuedJobs(t);
  return sink.messages.filter((mail) => to(mail).includes(`member${member.id}@example.test`));
};
const dayIn = (timeZone: string) =>
  t.clock
    .now()
    .toLocaleDateString('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

describe('receipts', () => {
  it('are sent for a session purchase: what, amount, card, date in the member’s zone, a link to Billing', async () => {
    const { coach, client: member } = await newPair(t, {
      coach: { ...LISTED_COACH, firstName: 'Morgan', lastName: 'Reyes' },
      client: { timeZone: 'Pacific/Auckland' },
    });
    await addCard(t, member);
    expect((await purchase(t, member, coach.id, 2)).status).toBe(200);

    const [receipt, ...more] = await messagesTo(member);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Your receipt: 2 × 30-minute coaching sessions with Morgan Reyes, $170.00');
    const text = textOf(receipt!);
    expect(text).toContain('$170.00');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain(dayIn('Pacific/Auckland'));
    expect(receipt!.html).toContain(`${PORTAL}/billing`);
    const history = await member.call<{ payments: { id: number }[] }>({ method: 'GET', url: '/api/Payments/History' });
    const shown = await member.call<{ receiptNumber: string }>({
      method: 'GET',
      url: `/api/Payments/Receipt/${history.body.payments[0]!.id}`,
    });
    expect(shown.body.receiptNumber).toMatch(/^[A-Z]+-R-\d{6}$/);
    expect(text).toContain(`Receipt number: ${shown.body.receiptNumber}`);
  });

  it('are sent for a course: the program by its title and the card it was charged to', async () => {
    const member = await newMember(t, { timeZone: 'Europe/Paris' });
    await addCard(t, member);
    const bought = await call(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/Purchase',
      headers: { ...member.auth, 'idempotency-key': newKey() },
      payload: { UserId: member.id, CourseId: 1002 },
    });
    expect(bought.status).toBe(200);

    const [receipt, ...more] = await messagesTo(member);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Your receipt: Money Made Simple (program), $59.00');
    expect(textOf(receipt!)).toContain('Visa ending in 4242');
    expect(textOf(receipt!)).toContain(dayIn('Europe/Paris'));
  });

  it('are sent for the first coaching month and each renewal, and a declined renewal sends its notice', async () => {
    const coach = await newActiveCoach(t, LISTED_COACH);
    const member = await newMember(t, { displayCoachingPayment: true, timeZone: 'America/Denver' });
    await addCard(t, member);
    expect((await selectCoach(t, member, coach.id)).status).toBe(200);
    expect((await messagesTo(member)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your receipt: Coaching with .+, one month, \$50\.00$/),
    ]);

    t.clock.advanceDays(32);
    await renewDueSubscriptions(deps);
    await renewDueSubscriptions(deps);
    const afterRenewal = await messagesTo(member);
    expect(afterRenewal.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Your receipt: Coaching'),
      'Your receipt: Coaching, one month, $50.00',
    ]);
    expect(textOf(afterRenewal[1]!)).toContain(dayIn('America/Denver'));

    await addCard(t, member, DECLINES_ON_CHARGE_CARD);
    t.clock.advanceDays(32);
    await renewDueSubscriptions(deps);
    await renewDueSubscriptions(deps);
    const notices = (await messagesTo(member)).filter((mail) => mail.subject === 'Your coaching renewal failed');
    expect(notices).toHaveLength(1);
    expect(textOf(notices[0]!)).toContain('$50.00');
    expect(notices[0]!.html).toContain(`${PORTAL}/billing`);
    // A failed renewal is no charge: no receipt came with it.
    expect((await messagesTo(member)).filter((mail) => mail.subject?.startsWith('Your receipt'))).toHaveLength(2);
  });
});

describe('when the mail server is down', () => {
  it('a purchase still answers, and its receipt leaves once the server is back', async () => {
    const down = await startSmtpSink({ failFirst: 2 });
    const app = await createTestApp({ config: { smtpUrl: down.url, publicUrl: PORTAL } });
    try {
      const coach = await newActiveCoach(app, LISTED_COACH);
      const member = await newMember(app);
      await joinCoach(app, member.id, coach.id);
      await addCard(app, member);
      expect((await purchase(app, member, coach.id, 1)).status).toBe(200);
      await runQueuedJobs(app);
      const receipt = await down.waitFor((mail) => to(mail).includes(`member${member.id}@example.test`));
      expect(receipt.subject).toContain('$85.00');
    } finally {
      await app.close();
      await down.close();
    }
  });
});
