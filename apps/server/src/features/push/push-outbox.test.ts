import { describe, expect, it } from 'vitest';
import type { OutboxPush } from '@oola/domain';
import { newMember, newStaff, type Identity } from '../../test/factories/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import type { PushReceiver } from '../../test/push-receiver.js';
import { pushingTestApp } from '../../test/pushing-test-app.js';
import { call, type TestApp } from '../../test/test-app.js';
import { enqueuePush } from './enqueue-push.js';
import { PUSH_ATTEMPTS } from './send-push-job.js';

let receiver: PushReceiver;
let t: TestApp;
pushingTestApp((opened) => ({ receiver, app: t } = opened));

const outbox = (person: Identity, query = '') =>
  person.call<OutboxPush[]>({ method: 'GET', url: `/api/Support/Outbox/Pushes${query}` });

const push = (userId: number, key: string, sendAfter?: Date) =>
  enqueuePush(t.database.db, {
    userId,
    kind: 'coach-message',
    idempotencyKey: `outbox-test:${key}:${userId}`,
    title: `Push ${key}`,
    body: 'Your coach wrote to you.',
    url: '/coaching',
    sendAfter,
  });

describe('GET /api/Support/Outbox/Pushes', () => {
  it('shows staff each push: sent, waiting for quiet hours, skipped and why, failed with its tries, and the devices', async () => {
    const [withTwo, withNone, withBroken] = [await newMember(t), await newMember(t), await newMember(t)];
    for (const member of [withTwo, withTwo, withBroken]) {
      await member.call({ method: 'POST', url: '/api/push/subscriptions', payload: receiver.subscribe() });
    }
    const [broken] = (await t.database.db.query.pushSubscriptions.findMany()).filter(
      (device) => device.userId === withBroken.id,
    );
    receiver.answer(broken!.endpoint, 500, { times: PUSH_ATTEMPTS });
    await push(withTwo.id, 'sent');
    await push(withNone.id, 'skipped');
    await push(withBroken.id, 'failed');
    await runQueuedJobs(t);
    const later = new Date(Date.now() + 8 * 60 * 60 * 1000);
    await push(withTwo.id, 'waiting', later);

    const staff = await newStaff(t);
    const { status, body } = await outbox(staff);
    expect(status).toBe(200);
    const byTitle = Object.fromEntries(body.map((item) => [item.title, item]));
    expect(byTitle['Push waiting']).toMatchObject({ status: 'waiting', sendAfter: later.toISOString(), devices: 2 });
    expect(byTitle['Push sent']).toMatchObject({
      status: 'sent',
      attempts: 1,
      devices: 2,
      kind: 'coach-message',
      userId: withTwo.id,
      to: `Test Member${withTwo.id} <member${withTwo.id}@example.test>`,
    });
    expect(byTitle['Push sent']!.sentAt).not.toBeNull();
    expect(byTitle['Push skipped']).toMatchObject({
      status: 'skipped',
      skippedReason: 'No device of the person has notifications on.',
      devices: 0,
    });
    expect(byTitle['Push failed']).toMatchObject({
      status: 'failed',
      attempts: PUSH_ATTEMPTS,
      error: 'The push service answered 500.',
      devices: 1,
    });
    expect(body[0]!.title).toBe('Push waiting');
  });

  it('filters by status, and refuses an unknown one with 400', async () => {
    const staff = await newStaff(t);
    const member = await newMember(t);
    await push(member.id, 'filtered');
    await runQueuedJobs(t);
    const { body } = await outbox(staff, '?status=skipped');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((item) => item.status === 'skipped')).toBe(true);
    const wrong = await staff.call<{ message: string }>({
      method: 'GET',
      url: '/api/Support/Outbox/Pushes?status=lost',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/status is one of/);
  });

  it('is for staff only: 401 without a token, 403 for a member', async () => {
    expect((await call(t, { method: 'GET', url: '/api/Support/Outbox/Pushes' })).status).toBe(401);
    expect((await outbox(await newMember(t))).status).toBe(403);
  });
});
