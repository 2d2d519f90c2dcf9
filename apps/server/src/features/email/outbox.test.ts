import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxMessageDetail } from '@oola/domain';
import { runQueuedJobs } from '../../test/jobs.js';
import { newMember, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { enqueueEmail } from './enqueue-email.js';

let t: TestApp;
let staff: Identity;
let member: Identity;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
  member = await newMember(t, { firstName: 'Rosa', lastName: 'Parks' });
  await enqueueEmail(t.database.db, {
    template: renewalFailedEmail,
    data: { firstName: 'Rosa', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' },
    to: { userId: member.id },
    idempotencyKey: `test-outbox-page:${member.id}`,
  });
  await runQueuedJobs(t);
  // A second one still waiting for its job.
  await enqueueEmail(t.database.db, {
    template: renewalFailedEmail,
    data: { firstName: 'Rosa', amount: '$60.00', periodEnd: 'Monday, April 6, 2026' },
    to: { address: 'queued@example.test' },
    idempotencyKey: `test-outbox-page:queued`,
  });
});
afterAll(async () => t.close());

const list = (query = '', auth = staff.auth) =>
  call<OutboxMessage[] & { message?: string }>(t, { method: 'GET', url: `/api/Support/Outbox${query}`, headers: auth });

describe('the staff outbox', () => {
  it('lists the newest messages first, with recipient, subject, category, status and error', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.map((message) => [message.to, message.status])).toEqual([
      ['queued@example.test', 'queued'],
      [`Rosa Parks <member${member.id}@example.test>`, 'outbox'],
    ]);
    expect(body[1]).toMatchObject({
      subject: 'Your coaching renewal failed',
      template: 'renewal-failed',
      category: 'receipt',
      attempts: 0,
      error: null,
      sentAt: null,
    });
    expect(new Date(body[1]!.createdAt).getTime()).not.toBeNaN();
  });

  it('filters by status, and refuses an unknown one with 400', async () => {
    expect((await list('?status=outbox')).body.map((message) => message.status)).toEqual(['outbox']);
    expect((await list('?status=failed')).body).toEqual([]);
    const bad = await list('?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status is one of queued, sent, outbox, failed/);
  });

  it('opens one message with its HTML and text as the recipient sees them', async () => {
    const [kept] = (await list('?status=outbox')).body;
    const { status, body } = await call<OutboxMessageDetail>(t, {
      method: 'GET',
      url: `/api/Support/Outbox/${kept!.id}`,
      headers: staff.auth,
    });
    expect(status).toBe(200);
    expect(body.html).toContain('Hi Rosa,');
    expect(body.text).toContain('Update your card http://localhost:3000/billing');
    expect(body.attachments).toEqual([]);
  });

  it('is for staff only: 401 without a token, 403 for a member, 404 for an unknown id, 400 for a bad one', async () => {
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox' })).status).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox/1' })).status).toBe(401);
    const forbidden = await list('', member.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Only staff can read the outbox.');
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox/1', headers: member.auth })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox/999999', headers: staff.auth })).status).toBe(404);
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox/abc', headers: staff.auth })).status).toBe(400);
  });
});
