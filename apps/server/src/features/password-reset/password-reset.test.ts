import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { ACCOUNT_LINK_MESSAGES, LOGIN_RATE_LIMIT, PASSWORD_RESET } from '@oola/domain';
import { accountTokens, emailOutbox, users } from '../../db/schema/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { newMember } from '../../test/factories/index.js';
import { call, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://portal.example';
const NEW_PASSWORD = 'a-brand-new-secret';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened), { publicUrl: PUBLIC_URL });

/** Each test asks from its own address, so the per-address limit only counts where a test means it to. */
let nextAddress = 1;
const freshAddress = () => `10.20.0.${nextAddress++}`;

const requestReset = (email: unknown, remoteAddress = freshAddress()) =>
  call<{ message: string }>(t, {
    method: 'POST',
    url: '/api/Account/RequestPasswordReset',
    payload: { email },
    remoteAddress,
  });
const resetPassword = (token: string, password = NEW_PASSWORD) =>
  call<{ message: string }>(t, {
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: { token, password },
    remoteAddress: freshAddress(),
  });
const login = (id: number, password: string, remoteAddress = freshAddress()) =>
  call(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(id), password, loginType: 2 },
    remoteAddress,
  });

const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address));
const mailsTo = (address: string) => sink.messages.filter((mail) => sentTo(mail, address));

const seen = new Set<ParsedMail>();

/** Asks for a reset, sends the queue and answers the new e-mail and its link's token. */
async function resetTokenFor(email: string): Promise<{ token: string; mail: ParsedMail }> {
  expect((await requestReset(email)).status).toBe(202);
  await runQueuedJobs(t);
  const mail = await sink.waitFor((m) => sentTo(m, email) && !seen.has(m));
  seen.add(mail);
  const link = new RegExp(`${PUBLIC_URL}/resetPassword\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  expect(link, 'the plain-text part carries the link').not.toBeNull();
  return { token: link![1]!, mail };
}

describe('POST /api/Account/RequestPasswordReset', () => {
  it('e-mails a link to /resetPassword that sets the new password, in the member’s time zone', async () => {
    const member = await newMember(t, { timeZone: 'America/Chicago', firstName: 'Dana' });
    const email = `member${member.id}@example.test`;
    const { token, mail } = await resetTokenFor(email);
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.text).toContain('Hi Dana');
    expect(mail.text).toMatch(/until [A-Z][a-z]+day, .* C[SD]T/);
    expect(mail.html).toContain(`${PUBLIC_URL}/resetPassword?token=${token}`);
    // Transactional: no unsubscribe.
    expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);

    expect((await resetPassword(token)).status).toBe(204);
    expect((await login(member.id, NEW_PASSWORD)).status).toBe(200);
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(401);
  });

  it('answers the same 202 for an address without an account, and sends nothing', async () => {
    const known = await newMember(t);
    const knownAnswer = await requestReset(`member${known.id}@example.test`);
    const unknownAnswer = await requestReset('nobody-here@example.test');
    expect(unknownAnswer.status).toBe(202);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(unknownAnswer.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetSent);
    await runQueuedJobs(t);
    await sink.waitFor((m) => sentTo(m, `member${known.id}@example.test`));
    expect(mailsTo('nobody-here@example.test')).toEqual([]);
    const queued = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'password-reset'));
    expect(queued.map((row) => row.toAddress)).toContain(`member${known.id}@example.test`);
    expect(queued.map((row) => row.toAddress)).not.toContain('nobody-here@example.test');
  });

  it('refuses a malformed address with a 400 and writes nothing', async () => {
    const tokensBefore = await t.database.db.$count(accountTokens);
    for (const email of ['not-an-email', '', 42, 'a@b@example.test']) {
      const answer = await requestReset(email);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await call(t, { method: 'POST', url: '/api/Account/RequestPasswordReset', payload: {} })).status).toBe(400);
    expect(await t.database.db.$count(accountTokens)).toBe(tokensBefore);
  });

  it('limits requests per address, known or not alike, with a 429', async () => {
    const member = await newMember(t);
    for (const email of [`member${member.id}@example.test`, 'no-account-limit@example.test']) {
      for (let i = 0; i < PASSWORD_RESET.perEmail.max; i++) expect((await requestReset(email)).status).toBe(202);
      const limited = await requestReset(email.toUpperCase());
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(ACCOUNT_LINK_MESSAGES.tooManyResets);
    }
  });

  it('limits requests from one connection with a 429', async () => {
    const address = freshAddress();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await requestReset(`flood${i}@example.test`, address)).status;
    expect(last).toBe(429);
  });
});

describe('POST /api/Account/ResetPassword', () => {
  it('refuses an unknown token with a clear 400', async () => {
    const answer = await resetPassword('not-a-token-we-issued');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetUnknown);
    expect((await resetPassword('')).status).toBe(400);
  });

  it('works once: a used link, and every other link of the member, is a clear 400', async () => {
    const member = await newMember(t);
    const email = `member${member.id}@example.test`;
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect(first.token).not.toBe(second.token);
    expect((await resetPassword(second.token)).status).toBe(204);
    for (const token of [second.token, first.token]) {
      const again = await resetPassword(token, 'yet-another-secret');
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetUsed);
    }
    expect((await login(member.id, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with a 400 and leaves the link usable', async () => {
    const member = await newMember(t);
    const { token } = await resetTokenFor(`member${member.id}@example.test`);
    const weak = await resetPassword(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBeTruthy();
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(200);
    expect((await resetPassword(token)).status).toBe(204);
  });

  it('ends every session of the member, clears their sign-in lockout and counts the address as verified', async () => {
    const member = await newMember(t);
    const otherDevice = await login(member.id, TEST_PASSWORD);
    expect(otherDevice.status).toBe(200);
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailures; i++) await login(member.id, 'wrong-password', attacker);
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(429);

    const { token } = await resetTokenFor(`member${member.id}@example.test`);
    expect((await resetPassword(token)).status).toBe(204);

    const profile = (authorization: string) =>
      call(t, { method: 'GET', url: `/api/Customer/GetCustomerProfileInfo/${member.id}`, headers: { authorization } });
    expect((await profile(member.auth.authorization)).status).toBe(401);
    expect((await profile(`Bearer ${(otherDevice.body as { token: string }).token}`)).status).toBe(401);
    expect((await login(member.id, NEW_PASSWORD)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a link older than 60 minutes (the server’s clock) with a clear 400', async () => {
    const member = await newMember(t);
    const { token } = await resetTokenFor(`member${member.id}@example.test`);
    t.clock.advanceMinutes(PASSWORD_RESET.lifetimeMinutes + 1);
    const late = await resetPassword(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetExpired);
    expect((await login(member.id, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('GET /api/Account/ResetPassword/Check', () => {
  const check = (token: string) =>
    call<{ message: string }>(t, {
      method: 'GET',
      url: `/api/Account/ResetPassword/Check?token=${encodeURIComponent(token)}`,
      remoteAddress: freshAddress(),
    });

  it('says a fresh link works without using it up, and why a used, expired or unknown one does not', async () => {
    const member = await newMember(t);
    const { token } = await resetTokenFor(`member${member.id}@example.test`);
    expect((await check(token)).status).toBe(204);
    expect((await check(token)).status).toBe(204);
    expect((await resetPassword(token)).status).toBe(204);
    const used = await check(token);
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetUsed);

    const { token: late } = await resetTokenFor(`member${member.id}@example.test`);
    t.clock.advanceMinutes(PASSWORD_RESET.lifetimeMinutes + 1);
    const expired = await check(late);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetExpired);

    const unknown = await check('not-a-token-we-issued');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ACCOUNT_LINK_MESSAGES.resetUnknown);
  });
});
