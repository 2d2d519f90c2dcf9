import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberTimeOfDay } from '@oola/domain';
import { emailOutbox, notifications } from '../../../db/schema/index.js';
import { newPair } from '../../../test/factories/index.js';
import { runQueuedJobs, runRecurringJob } from '../../../test/jobs.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { sendMessage, type TestUser } from '../room/test-helpers.js';
import { unreadChatJob } from './unread-chat-job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DENVER = 'America/Denver';

/** Moves the server's clock on to the next 22:00 in Denver, inside the default quiet hours (21:00–08:00). */
function moveToTenAtNightInDenver() {
  const [hours, minutes] = memberTimeOfDay(DENVER, t.clock.now()).split(':').map(Number);
  t.clock.advanceMinutes((22 * 60 - (hours! * 60 + minutes!) + 24 * 60) % (24 * 60));
}

const outboxOf = (user: TestUser) =>
  t.database.db
    .select({ status: emailOutbox.status, sendAfter: emailOutbox.sendAfter, skippedReason: emailOutbox.skippedReason })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.template, 'chat-unread')));
const bellOf = (user: TestUser) =>
  t.database.db
    .select({ kind: notifications.kind, url: notifications.url, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, user.id));

async function coachWritesAtNight() {
  const { coach, client, path } = await newPair(t, { client: { firstName: 'Robin', timeZone: DENVER } });
  await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'How did today go?' });
  t.clock.advanceMinutes(15);
  await runRecurringJob(t, unreadChatJob);
  return { client, path };
}

describe('an unread chat message in the reader’s quiet hours', () => {
  beforeEach(moveToTenAtNightInDenver);

  it('is in the bell at once and its e-mail waits until 08:00 in the reader’s zone, then goes', async () => {
    const { client } = await coachWritesAtNight();
    expect(await bellOf(client)).toEqual([
      { kind: 'coach-message', url: '/dashboard?coachingRoom=open', readAt: null },
    ]);
    const [held] = await outboxOf(client);
    expect(held?.status).toBe('waiting');
    expect(memberTimeOfDay(DENVER, held!.sendAfter!)).toBe('08:00');

    await runQueuedJobs(t);
    expect((await outboxOf(client)).map((row) => row.status)).toEqual(['outbox']);
  });

  it('sends nothing when the reader opens the chat before the quiet hours end', async () => {
    const { client, path } = await coachWritesAtNight();
    t.clock.advanceMinutes(8 * 60);
    const read = await call(t, { method: 'PUT', url: `/api/ChatConversation/MarkRead/${path}`, headers: client.auth });
    expect(read.status).toBe(200);
    expect((await bellOf(client))[0]?.readAt).not.toBeNull();

    await runQueuedJobs(t);
    expect(await outboxOf(client)).toEqual([
      {
        status: 'skipped',
        sendAfter: expect.any(Date) as Date,
        skippedReason: 'The member read this in the app before the e-mail was due.',
      },
    ]);
  });
});
