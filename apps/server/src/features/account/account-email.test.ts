import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ACCOUNT_MESSAGES, EMAIL_CHANGE } from '@oola/domain';
import { accountTokens, users } from '../../db/schema/index.js';
import { newMember, type Identity } from '../../test/factories/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { call, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { freshAddress } from './account-test-helpers.js';

const PUBLIC_URL = 'https://portal.example';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened), { publicUrl: PUBLIC_URL });

const requestChange = (who: Identity, payload: Record<string, unknown>) =>
  who.call<{ message: string }>({ method: 'POST', url: '/api/Account/Email', payload, remoteAddress: freshAddress() });
const confirm = (token: string) =>
  call<{ email?: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/Account/ConfirmEmailChange',
    payload: { token },
    remoteAddress: freshAddress(),
  });
const emailOf = async (id: number) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const changeTokens = (id: number) =>
  t.database.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, id), eq(accountTokens.purpose, 'email-change')));

const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address));

/** Asks to change the member's address to `newEmail`; answers the link's token and both e-mails. */
async function askFor(member: Identity, newEmail: string) {
  const answer = await requestChange(member, { newEmail, password: TEST_PASSWORD });
  expect(answer).toMatchObject({ status: 202, body: { message: ACCOUNT_MESSAGES.emailChangeSent(newEmail) } });
  await runQueuedJobs(t);
  const link = await sink.waitFor(
    (mail) => sentTo(mail, newEmail) && mail.subject === 'Confirm your new e-mail address',
  );
  const token = new RegExp(`${PUBLIC_URL}/account/confirm-email\\?token=([A-Za-z0-9_-]+)`).exec(link.text ?? '')?.[1];
  expect(token, 'the plain-text part carries the link').toBeDefined();
  return { token: token!, link };
}

describe('POST /api/Account/Email and ConfirmEmailChange', () => {
  it('sends a link to the new address and a notice to the old one; the link changes the address, verified', async () => {
    const member = await newMember(t, { timeZone: 'America/Denver', firstName: 'Rosa' });
    const oldEmail = `member${member.id}@example.test`;
    const newEmail = `rosa${member.id}@new.example`;
    const { token, link } = await askFor(member, newEmail);
    expect(link.text).toContain('Hi Rosa');
    expect(link.text).toMatch(/until [A-Z][a-z]+day, .* M[SD]T/);
    const notice = await sink.waitFor((mail) => sentTo(mail, oldEmail));
    expect(notice.subject).toBe('Your e-mail address is being changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/On [A-Z][a-z]+day, .* M[SD]T/);
    expect(await emailOf(member.id)).toBe(oldEmail);
    const pending = await member.call<{ pendingEmail: string }>({ method: 'GET', url: '/api/Account' });
    expect(pending.body.pendingEmail).toBe(newEmail);

    expect(await confirm(token)).toMatchObject({ status: 200, body: { email: newEmail } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ email: newEmail });
    expect(row!.emailVerifiedAt).not.toBeNull();
    const login = await call(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: newEmail, password: TEST_PASSWORD, loginType: 3 },
      remoteAddress: freshAddress(),
    });
    expect(login.status).toBe(200);

    expect(await confirm(token)).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.emailChangeUsed } });
  });

  it('refuses a link opened after its lifetime, and any but the newest', async () => {
    const member = await newMember(t);
    const first = await askFor(member, `first${member.id}@new.example`);
    const second = await askFor(member, `second${member.id}@new.example`);
    expect(await confirm(first.token)).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emailChangeUsed },
    });
    t.clock.advanceMinutes(EMAIL_CHANGE.lifetimeHours * 60 + 1);
    expect(await confirm(second.token)).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emailChangeExpired },
    });
    expect(await confirm('no-such-token')).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emailChangeUnknown },
    });
    expect(await emailOf(member.id)).toBe(`member${member.id}@example.test`);
  });

  it('answers 409 for an address another account uses, when asked and when the link is opened', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const taken = `member${other.id}@example.test`;
    const refused = await requestChange(member, { newEmail: taken.toUpperCase(), password: TEST_PASSWORD });
    expect(refused).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.emailInUse } });
    expect(await changeTokens(member.id)).toHaveLength(0);

    const wanted = `wanted${member.id}@new.example`;
    const { token } = await askFor(member, wanted);
    await t.database.db.update(users).set({ email: wanted }).where(eq(users.id, other.id));
    expect(await confirm(token)).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.emailInUse } });
    expect(await emailOf(member.id)).toBe(`member${member.id}@example.test`);
  });

  it('answers 400 for a bad address, its own address or a wrong password, writing nothing', async () => {
    const member = await newMember(t);
    const bad = await requestChange(member, { newEmail: 'not-an-address', password: TEST_PASSWORD });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('valid email') } });
    const own = await requestChange(member, { newEmail: `member${member.id}@example.test`, password: TEST_PASSWORD });
    expect(own).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.sameEmail } });
    const wrong = await requestChange(member, { newEmail: `x${member.id}@new.example`, password: 'wrong-password' });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword } });
    expect((await requestChange(member, { newEmail: `y${member.id}@new.example` })).status).toBe(400);
    expect(await changeTokens(member.id)).toHaveLength(0);
    expect((await confirm('')).status).toBe(400);
  });

  it('limits how many links one person may have sent in an hour', async () => {
    const member = await newMember(t);
    for (let n = 0; n < EMAIL_CHANGE.perUser.max; n++) {
      const sent = await requestChange(member, {
        newEmail: `try${n}.${member.id}@new.example`,
        password: TEST_PASSWORD,
      });
      expect(sent.status).toBe(202);
    }
    const refused = await requestChange(member, { newEmail: `more.${member.id}@new.example`, password: TEST_PASSWORD });
    expect(refused).toMatchObject({ status: 429, body: { message: ACCOUNT_MESSAGES.tooManyEmailChanges } });
    expect(await changeTokens(member.id)).toHaveLength(EMAIL_CHANGE.perUser.max);
  });

  it('answers 401 without a token', async () => {
    const answer = await call(t, {
      method: 'POST',
      url: '/api/Account/Email',
      payload: { newEmail: 'someone@new.example', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(401);
  });
});
