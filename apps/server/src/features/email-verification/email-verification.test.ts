import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { ACCOUNT_LINK_MESSAGES, EMAIL_VERIFICATION } from '@oola/domain';
import { users } from '../../db/schema/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://portal.example';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { smtpUrl: sink.url, publicUrl: PUBLIC_URL, brandName: 'Oola' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address));

let nextPhone = 1000;
async function signUp(email: string) {
  const answer = await call<{ userId: number }>(t, {
    method: 'POST',
    url: '/api/Enrollment/SignUp',
    payload: {
      firstName: 'Avery',
      lastName: 'Welcome',
      email,
      phone: `555-020-${nextPhone++}`,
      password: 'welcome-pass-1',
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.userId;
}

/** Signs up, sends the queue and answers the welcome e-mail and its verification token. */
async function welcomeFor(email: string) {
  const userId = await signUp(email);
  await runQueuedJobs(t);
  const mail = await sink.waitFor((m) => sentTo(m, email));
  const link = new RegExp(`${PUBLIC_URL}/verifyEmail\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  expect(link, 'the plain-text part carries the link').not.toBeNull();
  return { userId, mail, token: link![1]! };
}

const verify = (token: unknown) =>
  call<{ email?: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/Account/VerifyEmail',
    payload: { token },
  });

const verifiedAt = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.emailVerifiedAt ?? null;

describe('The welcome e-mail after the built-in sign-up', () => {
  it('welcomes the new member with a link that verifies their address, once', async () => {
    const { userId, mail, token } = await welcomeFor('avery.welcome@example.test');
    expect(mail.subject).toBe('Welcome to Oola');
    expect(mail.text).toContain('Hi Avery');
    expect(mail.html).toContain(`${PUBLIC_URL}/verifyEmail?token=${token}`);
    expect(await verifiedAt(userId)).toBeNull();

    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: 'avery.welcome@example.test' });
    expect(await verifiedAt(userId)).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_LINK_MESSAGES.verifyUsed);
  });

  it('sends no welcome when the sign-up is refused', async () => {
    await signUp('taken.address@example.test');
    const duplicate = await call(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      payload: {
        firstName: 'Other',
        lastName: 'Person',
        email: 'taken.address@example.test',
        phone: '555-020-0999',
        password: 'welcome-pass-1',
      },
    });
    expect(duplicate.status).toBe(409);
    await runQueuedJobs(t);
    await sink.waitFor((m) => sentTo(m, 'taken.address@example.test'));
    expect(sink.messages.filter((m) => sentTo(m, 'taken.address@example.test'))).toHaveLength(1);
  });

  it('refuses an unknown or malformed token with a clear 400', async () => {
    const unknown = await verify('not-a-token-we-issued');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ACCOUNT_LINK_MESSAGES.verifyUnknown);
    for (const token of ['', 7, null]) expect((await verify(token)).status).toBe(400);
  });

  it(`refuses a link older than ${EMAIL_VERIFICATION.lifetimeDays} days (the server’s clock)`, async () => {
    const { userId, token } = await welcomeFor('late.opener@example.test');
    t.clock.advanceDays(EMAIL_VERIFICATION.lifetimeDays);
    t.clock.advanceMinutes(1);
    const late = await verify(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_LINK_MESSAGES.verifyExpired);
    expect(await verifiedAt(userId)).toBeNull();
  });
});

async function signIn(email: string): Promise<Record<string, string>> {
  const answer = await call<{ token: string }>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: email, password: 'welcome-pass-1', loginType: 3 },
  });
  expect(answer.status).toBe(200);
  return { authorization: `Bearer ${answer.body.token}` };
}

const resend = (auth?: Record<string, string>) =>
  call<{ message: string }>(t, { method: 'POST', url: '/api/Account/ResendVerificationEmail', headers: auth });
const statusOf = (auth: Record<string, string>) =>
  call<{ email: string | null; verified: boolean }>(t, {
    method: 'GET',
    url: '/api/Account/EmailVerification',
    headers: auth,
  });

describe('Sending a new verification link', () => {
  it('e-mails a new link that verifies the address; the earlier link stops working', async () => {
    const email = 'robin.resend@example.test';
    const { userId, token: first } = await welcomeFor(email);
    const member = await signIn(email);
    expect((await statusOf(member)).body).toEqual({ email, verified: false });

    const sent = await resend(member);
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(ACCOUNT_LINK_MESSAGES.verificationSent);
    await runQueuedJobs(t);
    const mail = await sink.waitFor((m) => sentTo(m, email) && m.subject === 'Verify your e-mail address');
    const second = new RegExp(`${PUBLIC_URL}/verifyEmail\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '')![1]!;
    expect(second).not.toBe(first);

    const old = await verify(first);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(ACCOUNT_LINK_MESSAGES.verifyExpired);
    expect((await verify(second)).status).toBe(200);
    expect(await verifiedAt(userId)).toBeInstanceOf(Date);
    expect((await statusOf(member)).body).toEqual({ email, verified: true });
  });

  it('answers 400 for an address already verified, and sends nothing', async () => {
    const email = 'already.verified@example.test';
    const { token } = await welcomeFor(email);
    await verify(token);
    const member = await signIn(email);
    const before = sink.messages.length;
    const refused = await resend(member);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ACCOUNT_LINK_MESSAGES.alreadyVerified);
    await runQueuedJobs(t);
    expect(sink.messages.length).toBe(before);
  });

  it(`answers 429 after ${EMAIL_VERIFICATION.resend.max} new links in an hour`, async () => {
    const email = 'many.links@example.test';
    await welcomeFor(email);
    const member = await signIn(email);
    for (let link = 0; link < EMAIL_VERIFICATION.resend.max; link++) expect((await resend(member)).status).toBe(202);
    const limited = await resend(member);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ACCOUNT_LINK_MESSAGES.tooManyVerificationLinks);
  });

  it('answers 401 without a token', async () => {
    expect((await resend()).status).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/Account/EmailVerification' })).status).toBe(401);
  });
});
