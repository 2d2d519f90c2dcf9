import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberTimeOfDay, type MessageKind } from '@oola/domain';
import { emailOutbox, notifications, pushSubscriptions } from '../../db/schema/index.js';
import { JOB_SCHEMA } from '../../jobs/job-queue.js';
import { newMember, newStaff } from '../../test/factories/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { call, createTestApp, type Identity, type TestApp } from '../../test/test-app.js';
import { unreadChatEmail } from '../coaching/chat/emails/unread-chat-email.js';
import { deliverMessage } from './deliver-message.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DENVER = 'America/Denver';
const HOUR = 60 * 60_000;

/** Moves the server's clock on to the next `time` in Denver. */
function moveToDenver(time: string) {
  const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const shown = minuteOf(memberTimeOfDay(DENVER, t.clock.now()));
  t.clock.advanceMinutes((minuteOf(time) - shown + 24 * 60) % (24 * 60));
}

let causes = 0;
const message = (member: Identity, extra: { kind?: MessageKind; sessionStartsAt?: Date } = {}) => ({
  userId: member.id,
  kind: extra.kind ?? 'coach-message',
  causeKey: `test-cause:${member.id}:${++causes}`,
  title: 'New message from Sam Coach',
  body: 'How did today go?',
  url: '/dashboard?coachingRoom=open',
  email: {
    template: unreadChatEmail,
    data: {
      readerFirstName: 'Robin',
      senderName: 'Sam Coach',
      messages: [{ date: 'Today', time: '9:00 PM', text: 'How did today go?' }],
      moreCount: 0,
      timeZoneName: 'Denver',
      roomPath: '/dashboard?coachingRoom=open',
    },
  },
  ...(extra.sessionStartsAt ? { sessionStartsAt: extra.sessionStartsAt } : {}),
});
const deliver = (member: Identity, extra: Parameters<typeof message>[1] = {}) =>
  deliverMessage(t.database.db, message(member, extra), t.clock.now());

const outboxOf = (member: Identity) =>
  t.database.db
    .select({
      id: emailOutbox.id,
      key: emailOutbox.idempotencyKey,
      status: emailOutbox.status,
      sendAfter: emailOutbox.sendAfter,
      skippedReason: emailOutbox.skippedReason,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, member.id));
const bellOf = (member: Identity) =>
  t.database.db
    .select({ id: notifications.id, kind: notifications.kind, url: notifications.url, cause: notifications.causeKey })
    .from(notifications)
    .where(eq(notifications.userId, member.id));
const save = (member: Identity, payload: object) =>
  call(t, {
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: member.auth,
    payload: { ...payload },
  });
const addDevice = (member: Identity) =>
  t.database.db.insert(pushSubscriptions).values({
    userId: member.id,
    endpoint: `https://push.example/${member.id}`,
    p256dh: 'key',
    auth: 'secret',
  });

describe('deliverMessage', () => {
  beforeEach(() => moveToDenver('15:00'));
  const memberInDenver = () => newMember(t, { timeZone: DENVER, firstName: 'Robin' });

  it('writes one bell entry and one e-mail per cause, at once outside quiet hours; the same cause again writes nothing', async () => {
    const member = await memberInDenver();
    const first = message(member);
    const delivered = await deliverMessage(t.database.db, first, t.clock.now());
    expect(delivered).toMatchObject({ email: true, push: null, sendAfter: null });
    expect(await bellOf(member)).toEqual([
      { id: delivered.notificationId, kind: 'coach-message', url: first.url, cause: first.causeKey },
    ]);
    expect(await outboxOf(member)).toMatchObject([{ key: first.causeKey, status: 'queued', sendAfter: null }]);

    const again = await deliverMessage(t.database.db, first, t.clock.now());
    expect(again).toMatchObject({ notificationId: null, email: false, push: null });
    expect(await bellOf(member)).toHaveLength(1);
    expect(await outboxOf(member)).toHaveLength(1);
  });

  it('holds the e-mail of a message due in quiet hours until they end (08:00 in the zone), as waiting', async () => {
    const member = await memberInDenver();
    moveToDenver('22:30');
    const delivered = await deliver(member);
    const [row] = await outboxOf(member);
    expect(row).toMatchObject({ status: 'waiting' });
    expect(row!.sendAfter).toEqual(delivered.sendAfter);
    expect(memberTimeOfDay(DENVER, row!.sendAfter!)).toBe('08:00');
    const wait = row!.sendAfter!.getTime() - t.clock.now().getTime();
    expect(wait).toBeGreaterThan(8 * HOUR);
    expect(wait).toBeLessThan(11 * HOUR);
    const jobs = (await t.database.db.execute(
      sql`select start_after from ${sql.raw(JOB_SCHEMA)}.job where name = 'send-email' and data->>'outboxId' = ${String(row!.id)}`,
    )) as unknown as { rows: { start_after: Date | string }[] };
    expect(new Date(jobs.rows[0]!.start_after)).toEqual(row!.sendAfter);

    const outbox = await call<{ id: number; status: string; sendAfter: string | null }[]>(t, {
      method: 'GET',
      url: '/api/Support/Outbox?status=waiting',
      headers: (await newStaff(t)).auth,
    });
    expect(outbox.status).toBe(200);
    expect(outbox.body.find((listed) => listed.id === row!.id)).toMatchObject({
      status: 'waiting',
      sendAfter: row!.sendAfter!.toISOString(),
    });
  });

  it('sends at once a message about a session starting within two hours, and holds one about a later session', async () => {
    const member = await memberInDenver();
    moveToDenver('22:30');
    const soon = await deliver(member, { kind: 'booking', sessionStartsAt: new Date(t.clock.now().getTime() + HOUR) });
    expect(soon.sendAfter).toBeNull();
    const later = await deliver(member, {
      kind: 'booking',
      sessionStartsAt: new Date(t.clock.now().getTime() + 3 * HOUR),
    });
    expect(later.sendAfter).not.toBeNull();
    expect((await outboxOf(member)).map((row) => row.status)).toEqual(['queued', 'waiting']);
  });

  it('lets everything through at once when quiet hours are off, or outside edited ones', async () => {
    const member = await memberInDenver();
    expect((await save(member, { quietHours: { enabled: false } })).status).toBe(200);
    moveToDenver('23:00');
    expect((await deliver(member)).sendAfter).toBeNull();
    expect((await save(member, { quietHours: { enabled: true, start: '23:30', end: '06:00' } })).status).toBe(200);
    expect((await deliver(member)).sendAfter).toBeNull();
    moveToDenver('23:45');
    expect(memberTimeOfDay(DENVER, (await deliver(member)).sendAfter!)).toBe('06:00');
  });

  it('skips a held e-mail whose bell entry was read in the app before it was due', async () => {
    const member = await memberInDenver();
    moveToDenver('22:30');
    const delivered = await deliver(member);
    await t.database.db
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(eq(notifications.id, delivered.notificationId!));
    await runQueuedJobs(t);
    expect(await outboxOf(member)).toMatchObject([
      { status: 'skipped', skippedReason: 'The member read this in the app before the e-mail was due.' },
    ]);
  });

  it('goes by push where a device is on, falls back to e-mail where none is, and sends nothing when off', async () => {
    const member = await memberInDenver();
    expect((await save(member, { channels: { 'coach-message': 'push' } })).status).toBe(200);
    expect(await deliver(member)).toMatchObject({ email: true, push: null });

    await addDevice(member);
    moveToDenver('22:30');
    const pushed = await deliver(member);
    expect(pushed.email).toBe(false);
    expect(pushed.push).toEqual({
      userId: member.id,
      kind: 'coach-message',
      idempotencyKey: `test-cause:${member.id}:${causes}`,
      title: 'New message from Sam Coach',
      body: 'How did today go?',
      url: '/dashboard?coachingRoom=open',
      notificationId: pushed.notificationId,
      urgency: 'normal',
      sendAfter: pushed.sendAfter,
    });

    expect((await save(member, { channels: { 'coach-message': 'both' } })).status).toBe(200);
    expect(await deliver(member)).toMatchObject({ email: true, push: { kind: 'coach-message' } });

    expect((await save(member, { channels: { 'coach-message': 'off' } })).status).toBe(200);
    const before = (await bellOf(member)).length;
    expect(await deliver(member)).toMatchObject({ notificationId: null, email: false, push: null });
    expect(await bellOf(member)).toHaveLength(before);
    expect(await outboxOf(member)).toHaveLength(2);
  });
});
