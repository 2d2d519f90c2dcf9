import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_DATA,
  ACCOUNT_DATA_MESSAGES,
  LOGIN_RATE_LIMIT,
  type AccountDeletionStatus,
  type PendingDeletions,
} from '@oola/domain';
import { accountDeletions, emailOutbox } from '../../db/schema/index.js';
import { runRecurringJob } from '../../test/jobs.js';
import { newMember, newPair, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type Identity, type TestApp } from '../../test/test-app.js';
import { accountErasureJob } from './erasure-job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIRMATION = { confirmation: 'DELETE MY ACCOUNT', password: TEST_PASSWORD };
const requestDeletion = (who: Identity, body: Record<string, unknown> = CONFIRMATION, remoteAddress?: string) =>
  who.call<AccountDeletionStatus & { message: string }>({
    method: 'POST',
    url: '/api/Account/Deletion',
    payload: body,
    ...(remoteAddress && { remoteAddress }),
  });
const status = async (who: Identity) =>
  (await who.call<AccountDeletionStatus>({ method: 'GET', url: '/api/Account/Deletion' })).body.deletion;
const cancel = (who: Identity) => who.call<{ message: string }>({ method: 'DELETE', url: '/api/Account/Deletion' });
const deletionRows = (userId: number) =>
  t.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));

describe('delete my account: the request', () => {
  it('schedules the erasure 14 days ahead and e-mails the date in the member’s zone', async () => {
    const member = await newMember(t, { timeZone: 'Europe/Paris' });
    const { status: code, body } = await requestDeletion(member);
    expect(code).toBe(201);
    const wait = new Date(body.deletion!.eraseAfter).getTime() - new Date(body.deletion!.requestedAt).getTime();
    expect(wait).toBe(ACCOUNT_DATA.deletionGraceDays * 86_400_000);
    expect(await status(member)).toEqual(body.deletion);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.id));
    expect(mail).toMatchObject({ template: 'account-deletion-scheduled' });
    expect((mail!.data as { eraseAfter: string }).eraseAfter).toMatch(/GMT\+1$/);
    expect((await requestDeletion(member)).status).toBe(409);
  });

  it('refuses wrong words or a wrong password with a 400 and writes nothing', async () => {
    const member = await newMember(t);
    const words = await requestDeletion(member, { ...CONFIRMATION, confirmation: 'delete it' });
    expect(words.status).toBe(400);
    expect(JSON.stringify(words.body)).toContain(ACCOUNT_DATA_MESSAGES.wrongConfirmation);
    const password = await requestDeletion(member, { ...CONFIRMATION, password: 'not-my-password' });
    expect(password).toMatchObject({ status: 400, body: { message: ACCOUNT_DATA_MESSAGES.wrongPassword } });
    expect((await requestDeletion(member, {})).status).toBe(400);
    expect(await deletionRows(member.id)).toHaveLength(0);
  });

  it('counts a wrong password as a failed sign-in: the account locks, here and on the sign-in form', async () => {
    const member = await newMember(t);
    const guesser = '10.41.0.1';
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      expect((await requestDeletion(member, { ...CONFIRMATION, password: 'guess' }, guesser)).status).toBe(400);
    }
    expect((await requestDeletion(member, CONFIRMATION, '10.41.0.2')).status).toBe(429);
    const login = await call(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: String(member.id), password: TEST_PASSWORD, loginType: 2 },
      remoteAddress: '10.41.0.3',
    });
    expect(login.status).toBe(429);
    expect(await deletionRows(member.id)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'POST', url: '/api/Account/Deletion', payload: CONFIRMATION })).status).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/Account/Deletion' })).status).toBe(401);
    expect((await call(t, { method: 'DELETE', url: '/api/Account/Deletion' })).status).toBe(401);
  });

  it('asks a coach with active clients to hand them over first', async () => {
    const { coach } = await newPair(t);
    const refused = await requestDeletion(coach);
    expect(refused).toMatchObject({ status: 409, body: { message: ACCOUNT_DATA_MESSAGES.handOverClients } });
    expect(await deletionRows(coach.id)).toHaveLength(0);
  });
});

describe('delete my account: the grace period', () => {
  it('signing in during the grace period shows the deletion, and keeping the account stops it', async () => {
    const member = await newMember(t);
    await requestDeletion(member);
    t.clock.advanceDays(ACCOUNT_DATA.deletionGraceDays - 1);
    const login = await call<{ token: string }>(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: String(member.id), password: TEST_PASSWORD, loginType: 2 },
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };
    const seen = await call<AccountDeletionStatus>(t, { method: 'GET', url: '/api/Account/Deletion', headers: auth });
    expect(seen.body.deletion).not.toBeNull();

    expect((await call(t, { method: 'DELETE', url: '/api/Account/Deletion', headers: auth })).status).toBe(204);
    expect(await status(member)).toBeNull();
    expect((await cancel(member)).status).toBe(409);
    t.clock.advanceDays(2);
    await runRecurringJob(t, accountErasureJob);
    const [row] = await deletionRows(member.id);
    expect(row).toMatchObject({ stepsDone: 0, erasedAt: null, cancelledAt: expect.any(Date) });
  });
});

describe('pending deletions for staff', () => {
  it('lists accounts waiting to be erased to staff only', async () => {
    const member = await newMember(t, { firstName: 'Leaving' });
    await requestDeletion(member);
    const staff = await newStaff(t);
    const list = await staff.call<PendingDeletions>({ method: 'GET', url: '/api/Staff/PendingDeletions' });
    expect(list.status).toBe(200);
    expect(list.body.deletions).toContainEqual(expect.objectContaining({ userId: member.id, firstName: 'Leaving' }));
    expect((await member.call({ method: 'GET', url: '/api/Staff/PendingDeletions' })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/Staff/PendingDeletions' })).status).toBe(401);
  });
});
