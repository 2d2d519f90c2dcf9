import { describe, expect, it } from 'vitest';
import { runQueuedJobs } from '../../test/jobs.js';
import { newMember } from '../../test/factories/index.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { call, type TestApp } from '../../test/test-app.js';
import { enqueueEmail } from './enqueue-email.js';
import { isOptedOut } from './opt-outs.js';
import { withDigestTemplate } from './test-template.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
  call<{ unsubscribed?: boolean; category?: string; message?: string }>(t, {
    method: 'POST',
    url: `/api/Account/Unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

const check = (token: string) =>
  call<{ category?: string; label?: string; message?: string }>(t, {
    method: 'GET',
    url: `/api/Account/Unsubscribe/Check?token=${encodeURIComponent(token)}`,
  });

describe('one-click unsubscribe', () => {
  it("turns the message's category off from the List-Unsubscribe header alone, without signing in", async () => {
    await withDigestTemplate(async (digest) => {
      const member = await newMember(t);
      await enqueueEmail(t.database.db, {
        template: digest,
        data: { clients: 2 },
        to: { userId: member.id },
        idempotencyKey: `test-unsub:${member.id}:1`,
      });
      await runQueuedJobs(t);
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(`member${member.id}@`));
      const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')!.line.replace(/\r\n\s+/g, ' ');
      const url = new URL(/<([^>]+)>/.exec(line)![1]!);
      const response = await call(t, {
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ unsubscribed: true, category: 'coach-digest' });
      expect(await isOptedOut(t.database.db, member.id, 'coach-digest')).toBe(true);
      // A second click is as good as the first; and nothing more of that category is sent.
      expect((await unsubscribe(url.searchParams.get('token')!)).status).toBe(200);
      await enqueueEmail(t.database.db, {
        template: digest,
        data: { clients: 2 },
        to: { userId: member.id },
        idempotencyKey: `test-unsub:${member.id}:2`,
      });
      await runQueuedJobs(t);
      expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(`member${member.id}@`))).toHaveLength(1);
    });
  });

  it("sends a person who follows the link to the site's unsubscribe page, which the check answers", async () => {
    const member = await newMember(t);
    const token = await unsubscribeToken(t.database.db, { userId: member.id, category: 'daily-reminder' });
    const followed = await t.app.inject({ method: 'GET', url: `/api/Account/Unsubscribe?token=${token}` });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ category: 'daily-reminder', label: 'daily action reminders' });
    expect(await isOptedOut(t.database.db, member.id, 'daily-reminder')).toBe(false);

    const done = await call(t, { method: 'POST', url: `/api/Account/Unsubscribe?token=${token}` });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ unsubscribed: true, category: 'daily-reminder' });
    expect(await isOptedOut(t.database.db, member.id, 'daily-reminder')).toBe(true);
  });

  it('refuses a tampered, malformed, transactional or missing token with 400, turning nothing off', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const token = await unsubscribeToken(t.database.db, { userId: member.id, category: 'chat-unread' });
    const [, category, signature] = token.split('.');
    const forOther = `${other.id}.${category}.${signature}`;
    const otherCategory = `${member.id}.coach-digest.${signature}`;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const transactional = `${member.id}.receipt.${signature}`;
    for (const bad of [forOther, otherCategory, flipped, transactional, 'nonsense', `${member.id}.chat-unread`]) {
      const response = await unsubscribe(bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.message).toBe('This unsubscribe link is not valid.');
      const checked = await check(bad);
      expect(checked.status, bad).toBe(400);
      expect(checked.body.message).toBe('This unsubscribe link is not valid.');
    }
    const missing = await call<{ message: string }>(t, { method: 'POST', url: '/api/Account/Unsubscribe' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/token/);
    expect(await isOptedOut(t.database.db, member.id, 'chat-unread')).toBe(false);
    expect(await isOptedOut(t.database.db, other.id, 'chat-unread')).toBe(false);
    expect(await isOptedOut(t.database.db, member.id, 'coach-digest')).toBe(false);
  });

  it('signs the same token for the same member and category, in every process (the key is in the database)', async () => {
    const member = await newMember(t);
    const token = await unsubscribeToken(t.database.db, { userId: member.id, category: 'booking-reminder' });
    expect(await unsubscribeToken(t.database.db, { userId: member.id, category: 'booking-reminder' })).toBe(token);
    expect(await verifyUnsubscribeToken(t.database.db, token)).toEqual({
      userId: member.id,
      category: 'booking-reminder',
    });
  });
});
