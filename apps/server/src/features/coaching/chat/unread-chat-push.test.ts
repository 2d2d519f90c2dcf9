import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberTimeOfDay } from '@oola/domain';
import { emailOutbox, pushOutbox } from '../../../db/schema/index.js';
import { newPair } from '../../../test/factories/index.js';
import { runQueuedJobs, runRecurringJob } from '../../../test/jobs.js';
import type { PushReceiver, ReceiverSubscription } from '../../../test/push-receiver.js';
import { pushingTestApp } from '../../../test/pushing-test-app.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { sendMessage, type TestUser } from '../room/test-helpers.js';
import { unreadChatJob } from './unread-chat-job.js';

const DENVER = 'America/Denver';

let receiver: PushReceiver;
let t: TestApp;
pushingTestApp((opened) => ({ receiver, app: t } = opened));

/** Each test starts at the next noon in Denver: outside the default quiet hours (21:00–08:00). */
beforeEach(() => {
  const [hours, minutes] = memberTimeOfDay(DENVER, t.clock.now()).split(':').map(Number);
  t.clock.advanceMinutes((12 * 60 - (hours! * 60 + minutes!) + 24 * 60) % (24 * 60) || 24 * 60);
});

async function pairWithClientPhone(): Promise<{
  coach: TestUser;
  client: TestUser;
  phone: ReceiverSubscription;
  path: string;
}> {
  const { coach, client, path } = await newPair(t, { client: { firstName: 'Robin', timeZone: DENVER } });
  const phone = receiver.subscribe();
  const on = await call(t, { method: 'POST', url: '/api/push/subscriptions', headers: client.auth, payload: phone });
  expect(on.status).toBe(201);
  return { coach, client, phone, path };
}

const pushesTo = (phone: ReceiverSubscription) => receiver.received.filter((push) => push.endpoint === phone.endpoint);
const outboxOf = (client: TestUser) =>
  t.database.db
    .select({ status: pushOutbox.status, skippedReason: pushOutbox.skippedReason })
    .from(pushOutbox)
    .where(eq(pushOutbox.userId, client.id));

describe("a coach's chat message and the client's phone", () => {
  it('reaches the phone when the client is away, opening the coaching room, and is not e-mailed too', async () => {
    const { coach, client, phone } = await pairWithClientPhone();
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'How did today go?' });
    t.clock.advanceMinutes(15);
    await runRecurringJob(t, unreadChatJob);
    await runQueuedJobs(t);

    const [received, ...more] = pushesTo(phone);
    expect(more).toEqual([]);
    expect(received!.payload).toMatchObject({ url: '/dashboard?coachingRoom=open' });
    expect(JSON.stringify(received!.payload)).toContain('How did today go?');
    const emails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, client.id));
    expect(emails.filter((email) => email.template === 'chat-unread')).toEqual([]);
  });

  it('sends nothing to the phone when the client reads it in the app before the push is due', async () => {
    const { coach, client, phone, path } = await pairWithClientPhone();
    // 22:00 in Denver: inside the quiet hours, the push waits until 08:00.
    t.clock.advanceMinutes(10 * 60);
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'Sleep well.' });
    t.clock.advanceMinutes(15);
    await runRecurringJob(t, unreadChatJob);
    expect((await outboxOf(client)).map((row) => row.status)).toEqual(['waiting']);

    t.clock.advanceMinutes(8 * 60);
    const read = await call(t, { method: 'PUT', url: `/api/ChatConversation/MarkRead/${path}`, headers: client.auth });
    expect(read.status).toBe(200);
    await runQueuedJobs(t);

    expect(pushesTo(phone)).toEqual([]);
    expect(await outboxOf(client)).toEqual([
      { status: 'skipped', skippedReason: 'The member read this in the app before the push was due.' },
    ]);
  });
});
