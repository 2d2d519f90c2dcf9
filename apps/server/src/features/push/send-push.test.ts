import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { newMember, type Identity } from '../../test/factories/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import type { PushReceiver, ReceiverSubscription } from '../../test/push-receiver.js';
import { pushingTestApp } from '../../test/pushing-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { enqueuePush, type PushToSend } from './enqueue-push.js';
import { hasPushDevice } from './devices.js';
import { PUSH_ATTEMPTS, sendPushJob } from './send-push-job.js';

let receiver: PushReceiver;
let t: TestApp;
pushingTestApp((opened) => ({ receiver, app: t } = opened), { vapidSubject: 'mailto:ops@oola.example' });

let nextKey = 0;
const reminder = (member: Identity, fields: Partial<PushToSend> = {}): PushToSend => ({
  userId: member.id,
  // A kind with no send-time condition of its own (a daily reminder also needs the reminder on).
  kind: 'coach-nudge',
  idempotencyKey: `test-push:${member.id}:${nextKey++}`,
  title: 'A word from your coach',
  body: 'Two minutes for your seven areas.',
  url: '/tracker',
  ...fields,
});

async function turnOn(member: Identity): Promise<ReceiverSubscription> {
  const subscription = receiver.subscribe();
  const { status, body } = await member.call({ method: 'POST', url: '/api/push/subscriptions', payload: subscription });
  expect([status, body]).toEqual([201, expect.anything()]);
  return subscription;
}

const outboxRow = async (key: string) =>
  (await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.idempotencyKey, key)))[0]!;
const deviceCount = async (userId: number) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;
const pushesTo = (endpoint: string) => receiver.received.filter((push) => push.endpoint === endpoint);

describe('a queued push', () => {
  it('reaches each device encrypted for it, signed with the server VAPID key, with its TTL, urgency and topic', async () => {
    const member = await newMember(t);
    const [phone, laptop] = [await turnOn(member), await turnOn(member)];
    const push = reminder(member, { urgency: 'high', ttlSeconds: 3600 });
    expect(await enqueuePush(t.database.db, push)).toBe(true);
    await runQueuedJobs(t);

    const { body: key } = await member.call<{ publicKey: string }>({ method: 'GET', url: '/api/push/key' });
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      const [received] = pushesTo(endpoint);
      expect(received!.payload).toEqual({
        title: push.title,
        body: push.body,
        url: '/tracker',
        tag: received!.topic,
        notificationId: null,
      });
      expect(received).toMatchObject({ ttl: 3600, urgency: 'high' });
      expect(received!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(received!.vapid).toMatchObject({
        publicKey: key.publicKey,
        aud: receiver.url,
        sub: 'mailto:ops@oola.example',
      });
    }
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const devices = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(devices.every((device) => device.lastSentAt !== null)).toBe(true);
  });

  it('is written and sent once per idempotency key, with the default TTL and urgency', async () => {
    const member = await newMember(t);
    const phone = await turnOn(member);
    const push = reminder(member);
    expect(await enqueuePush(t.database.db, push)).toBe(true);
    expect(await enqueuePush(t.database.db, { ...push, title: 'Again' })).toBe(false);
    await runQueuedJobs(t);
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(pushesTo(phone.endpoint)[0]).toMatchObject({ ttl: 86_400, urgency: 'normal' });
  });

  it('is written with its job in the caller transaction, and neither when that rolls back', async () => {
    const member = await newMember(t);
    const push = reminder(member);
    await t.database.db
      .transaction(async (tx) => {
        await enqueuePush(tx, push);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(
      await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.idempotencyKey, push.idempotencyKey)),
    ).toEqual([]);
  });

  it('waits until sendAfter: the row says waiting and its job starts then', async () => {
    const member = await newMember(t);
    await turnOn(member);
    const sendAfter = new Date(Date.now() + 6 * 60 * 60 * 1000);
    const push = reminder(member, { sendAfter });
    await enqueuePush(t.database.db, push);
    const row = await outboxRow(push.idempotencyKey);
    expect(row).toMatchObject({ status: 'waiting', sendAfter });
    const jobs = await t.app.jobs.boss.findJobs<{ outboxId: number }>(sendPushJob.name, { data: { outboxId: row.id } });
    expect(jobs[0]!.startAfter.getTime()).toBe(sendAfter.getTime());
    await runQueuedJobs(t);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({ status: 'sent' });
  });

  it('is skipped, with the reason, for a person with no device; hasPushDevice tells them apart', async () => {
    const member = await newMember(t);
    expect(await hasPushDevice(t.database.db, member.id)).toBe(false);
    const push = reminder(member);
    await enqueuePush(t.database.db, push);
    await runQueuedJobs(t);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({
      status: 'skipped',
      skippedReason: 'No device of the person has notifications on.',
    });
    await turnOn(member);
    expect(await hasPushDevice(t.database.db, member.id)).toBe(true);
  });
});

describe("a push service's refusals", () => {
  it.each([404, 410])('a device answered %i is deleted at once, and the others still get the push', async (status) => {
    const member = await newMember(t);
    const [gone, kept] = [await turnOn(member), await turnOn(member)];
    receiver.answer(gone.endpoint, status);
    const push = reminder(member);
    await enqueuePush(t.database.db, push);
    await runQueuedJobs(t);
    expect(receiver.attempts(gone.endpoint)).toBe(1);
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
    expect(await deviceCount(member.id)).toBe(1);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a 429 is tried again no sooner than its Retry-After, without resending to a device that took it', async () => {
    const member = await newMember(t);
    const [busy, fine] = [await turnOn(member), await turnOn(member)];
    receiver.answer(busy.endpoint, 429, { retryAfter: '7200' });
    const push = reminder(member);
    await enqueuePush(t.database.db, push);
    const { boss } = t.app.jobs;
    const [first] = await boss.fetch<{ outboxId: number }>(sendPushJob.name, { includeMetadata: true });
    await t.app.jobs.run(sendPushJob, first!);
    await boss.complete(sendPushJob.name, first!.id);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'The push service answered 429.',
    });
    const [retry] = await boss.findJobs<{ outboxId: number; deviceIds: number[] }>(sendPushJob.name, {
      queued: true,
    });
    expect(retry!.data.deviceIds).toHaveLength(1);
    expect(retry!.startAfter.getTime() - Date.now()).toBeGreaterThan(7100 * 1000);

    await runQueuedJobs(t);
    expect(pushesTo(busy.endpoint)).toHaveLength(1);
    expect(pushesTo(fine.endpoint)).toHaveLength(1);
    expect(receiver.attempts(fine.endpoint)).toBe(1);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a 500 is tried again with a growing wait until the device takes it', async () => {
    const member = await newMember(t);
    const flaky = await turnOn(member);
    receiver.answer(flaky.endpoint, 500, { times: 2 });
    const push = reminder(member);
    await enqueuePush(t.database.db, push);
    const { boss } = t.app.jobs;
    const waits: number[] = [];
    for (let tries = 0; tries < 2; tries++) {
      const [taken] = await boss.fetch(sendPushJob.name, { includeMetadata: true, ignoreStartAfter: true });
      await t.app.jobs.run(sendPushJob, taken!);
      await boss.complete(sendPushJob.name, taken!.id);
      const [next] = await boss.findJobs(sendPushJob.name, { queued: true });
      waits.push((next!.startAfter.getTime() - Date.now()) / 1000);
    }
    // JOB_RETRY_DELAY_SECONDS (30 s in tests), then twice that.
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[1]).toBeGreaterThan(55);
    await runQueuedJobs(t);
    expect(receiver.attempts(flaky.endpoint)).toBe(3);
    expect(pushesTo(flaky.endpoint)).toHaveLength(1);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('a device that keeps failing ends the push failed after the last try, with the error', async () => {
    const member = await newMember(t);
    const down = await turnOn(member);
    receiver.answer(down.endpoint, 503, { times: PUSH_ATTEMPTS + 1 });
    const push = reminder(member);
    await enqueuePush(t.database.db, push);
    await runQueuedJobs(t);
    expect(receiver.attempts(down.endpoint)).toBe(PUSH_ATTEMPTS);
    expect(await outboxRow(push.idempotencyKey)).toMatchObject({
      status: 'failed',
      attempts: PUSH_ATTEMPTS,
      lastError: 'The push service answered 503.',
    });
    expect(await deviceCount(member.id)).toBe(1);
  });
});
