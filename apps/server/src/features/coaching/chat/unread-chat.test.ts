import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { emailOutbox } from '../../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../../test/jobs.js';
import { mailingTestApp } from '../../../test/mailing-test-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import { newPair } from '../../../test/factories/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { optOut } from '../../email/opt-outs.js';
import { sendMessage, type TestUser, ROOM_PAIR } from '../room/test-helpers.js';
import { unreadChatJob } from './unread-chat-job.js';

const PUBLIC_URL = 'https://portal.example';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened), { publicUrl: PUBLIC_URL });

const addressOf = (user: TestUser) => `member${user.id}@example.test`;
const sentTo = (mail: ParsedMail, user: TestUser) =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === addressOf(user)));
const mailsTo = (user: TestUser) => sink.messages.filter((mail) => sentTo(mail, user));
/** What the sweeps queued for the reader (the sink only shows what already arrived). */
const queuedFor = (user: TestUser) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.template, 'chat-unread')));

/** Moves the server's clock, runs one sweep and sends what it queued. */
async function sweepAfter(minutes: number): Promise<void> {
  t.clock.advanceMinutes(minutes);
  await runRecurringJob(t, unreadChatJob);
  await runQueuedJobs(t);
}

const markRead = (reader: TestUser, path: string) =>
  call(t, { method: 'PUT', url: `/api/ChatConversation/MarkRead/${path}`, headers: reader.auth });

describe('Unread coaching-room chat e-mails', () => {
  it('e-mails a message unread for 15 minutes, once, in the reader’s time zone with a link to the room', async () => {
    const { coach, client } = await newPair(t, {
      coach: { firstName: 'Casey', lastName: 'Coach', timeZone: 'Asia/Tokyo' },
      client: { firstName: 'Robin', lastName: 'Reader' },
    });
    const pair = { coachId: coach.id, clientId: client.id };
    const sent = await sendMessage(t, client, { ...pair, message: 'Can we move Thursday?' });
    await sendMessage(t, client, { ...pair, message: 'Any time after 5 works.' });

    await sweepAfter(14);
    expect(await queuedFor(coach)).toEqual([]);

    await sweepAfter(1);
    const mail = await sink.waitFor((m) => sentTo(m, coach));
    expect(mail.subject).toBe('Robin Reader sent you 2 new messages');
    expect(mail.text).toContain('2 new messages from Robin Reader');
    expect(mail.text).toContain('Can we move Thursday?');
    expect(mail.text).toContain('Any time after 5 works.');
    const tokyoTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Tokyo',
    }).format(new Date(sent.body.createdAt));
    expect(mail.text).toContain(tokyoTime);
    expect(mail.text).toContain('(times in Tokyo (Japan Standard Time, UTC+9))');
    expect(mail.text).not.toContain('Asia/Tokyo');
    expect(mail.html).toContain(`${PUBLIC_URL}/coachingRoom/${client.id}`);
    const unsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe');
    expect(unsubscribe?.line).toContain(`${PUBLIC_URL}/api/Account/Unsubscribe?token=`);

    await sweepAfter(1);
    await sweepAfter(90);
    expect(await queuedFor(coach)).toHaveLength(1);
    expect(mailsTo(coach)).toHaveLength(1);
    expect(await queuedFor(client)).toEqual([]);
  });

  it('sends nothing for messages read in time', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'See you Monday' });
    await sweepAfter(10);
    expect((await markRead(client, path)).status).toBe(200);
    await sweepAfter(30);
    expect(await queuedFor(client)).toEqual([]);
  });

  it('e-mails a later message 15 minutes after it too, with no hourly limit, and says "1 new message"', async () => {
    const { coach, client } = await newPair(t, {
      coach: ROOM_PAIR.coach,
      client: { firstName: 'Robin', timeZone: 'America/New_York' },
    });
    const pair = { coachId: coach.id, clientId: client.id };
    await sendMessage(t, coach, { ...pair, message: 'First note' });
    await sweepAfter(15);
    const first = await sink.waitFor((m) => sentTo(m, client));
    expect(first.subject).toBe(`Casey Member${coach.id} sent you 1 new message`);
    expect(first.text).toContain(`1 new message from Casey Member${coach.id}`);
    expect(first.html).toContain(`href="${PUBLIC_URL}/dashboard?coachingRoom=open"`);

    t.clock.advanceMinutes(4);
    await sendMessage(t, coach, { ...pair, message: 'Second note' });
    await sweepAfter(10);
    await sendMessage(t, coach, { ...pair, message: 'Third note' });
    await sweepAfter(4);
    expect(await queuedFor(client)).toHaveLength(1);

    // 34 minutes after the first e-mail's message, 15 after this one's first: it leaves now, with both.
    await sweepAfter(1);
    const second = await sink.waitFor((m) => sentTo(m, client) && m.text?.includes('Second note') === true);
    expect(second.subject).toBe(`Casey Member${coach.id} sent you 2 new messages`);
    expect(second.text).toContain('Third note');
    expect(second.text).not.toContain('First note');
    await sweepAfter(15);
    expect(await queuedFor(client)).toHaveLength(2);
  });

  it('sends nothing to a reader who unsubscribed from unread-chat e-mails', async () => {
    const { coach, client } = await newPair(t, ROOM_PAIR);
    await optOut(t.database.db, client.id, 'chat-unread');
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'Hello there' });
    await sweepAfter(16);
    expect(await queuedFor(client)).toEqual([]);
  });
});
