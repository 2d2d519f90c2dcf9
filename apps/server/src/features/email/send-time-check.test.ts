import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@oola/domain';
import { emailOutbox } from '../../db/schema/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { oneClickUnsubscribe } from '../../test/one-click-unsubscribe.js';
import { newMember, newStaff } from '../../test/factories/index.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { call, type Identity, type TestApp } from '../../test/test-app.js';
import { unreadChatEmail } from '../coaching/chat/emails/unread-chat-email.js';
import { dailyReminderEmail } from '../daily-reminder/emails/daily-reminder.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { enqueueEmail } from './enqueue-email.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

type Member = Identity;

const isFor = (member: Member) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(`member${member.id}@`);

async function remindedMember(): Promise<Member> {
  const member = await newMember(t, { step: 4, timeZone: 'America/Denver' });
  const saved = await call(t, {
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: member.auth,
    payload: { dailyReminder: true },
  });
  expect(saved.status).toBe(200);
  return member;
}

/** Queues the member's daily reminder as the sweep does; answers its outbox id. */
async function queueDailyReminder(member: Member): Promise<number> {
  const key = `daily-reminder:${member.id}:send-time-test`;
  await enqueueEmail(t.database.db, {
    template: dailyReminderEmail,
    data: { firstName: 'Robin', done: 1, day: 'Friday, November 27' },
    to: { userId: member.id },
    idempotencyKey: key,
  });
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
  return row!.id;
}

/** The message as the staff outbox shows it. */
async function inOutbox(id: number): Promise<OutboxMessage> {
  const staff = await newStaff(t);
  const listed = await call<OutboxMessage[]>(t, {
    method: 'GET',
    url: '/api/Support/Outbox?status=skipped',
    headers: staff.auth,
  });
  expect(listed.status).toBe(200);
  const message = listed.body.find((candidate) => candidate.id === id);
  expect(message, 'listed among the skipped messages').toBeDefined();
  return message!;
}

/** Gives the sink a moment to take anything the job might have sent, then answers what reached the member. */
async function mailsTo(member: Member): Promise<ParsedMail[]> {
  await runQueuedJobs(t);
  return sink.messages.filter(isFor(member));
}

describe('opt-outs and pauses made after a message was queued', () => {
  it('skip a daily reminder the member turned off in the settings, with the reason in the outbox', async () => {
    const member = await remindedMember();
    const id = await queueDailyReminder(member);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/Account/NotificationPreferences',
      headers: member.auth,
      payload: { dailyReminder: false },
    });
    expect(off.status).toBe(200);

    expect(await mailsTo(member)).toEqual([]);
    const shown = await inOutbox(id);
    expect(shown.status).toBe('skipped');
    expect(shown.skippedReason).toBe('The member turned off daily action reminders after this message was queued.');
  });

  it('skip a daily reminder after its one-click unsubscribe', async () => {
    const member = await remindedMember();
    const id = await queueDailyReminder(member);
    const unsubscribed = await oneClickUnsubscribe(t, member.id, 'daily-reminder');
    expect(unsubscribed.status).toBeLessThan(300);

    expect(await mailsTo(member)).toEqual([]);
    expect((await inOutbox(id)).skippedReason).toBe(
      'The member turned off daily action reminders after this message was queued.',
    );
  });

  it('skip a daily reminder when the member paused their streak since', async () => {
    const member = await remindedMember();
    const id = await queueDailyReminder(member);
    const paused = await call(t, {
      method: 'POST',
      url: '/api/Account/StreakPause',
      headers: member.auth,
      payload: { days: 3 },
    });
    expect(paused.status).toBe(200);

    expect(await mailsTo(member)).toEqual([]);
    expect((await inOutbox(id)).skippedReason).toMatch(/^The member paused their streak until \w+day, \w+ \d+: /);
  });

  it('skip any other non-transactional kind turned off since (unread chat)', async () => {
    const member = await newMember(t);
    const key = `chat-unread:${member.id}:send-time-test`;
    await enqueueEmail(t.database.db, {
      template: unreadChatEmail,
      data: {
        readerFirstName: 'Robin',
        senderName: 'Coach Kim',
        messages: [{ date: 'Nov 27', time: '9:00 AM', text: 'How did today go?' }],
        moreCount: 0,
        timeZoneName: 'Coordinated Universal Time (UTC+0)',
        roomPath: '/dashboard',
      },
      to: { userId: member.id },
      idempotencyKey: key,
    });
    await call(t, {
      method: 'PUT',
      url: '/api/Account/NotificationPreferences',
      headers: member.auth,
      payload: { unreadChat: false },
    });

    expect(await mailsTo(member)).toEqual([]);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
    expect(row).toMatchObject({
      status: 'skipped',
      skippedReason: 'The member turned off unread chat message e-mails after this message was queued.',
    });
  });

  it('never skip a transactional message, whatever the member turned off or paused', async () => {
    const member = await remindedMember();
    await call(t, {
      method: 'PUT',
      url: '/api/Account/NotificationPreferences',
      headers: member.auth,
      payload: { dailyReminder: false, unreadChat: false, bookingReminders: false },
    });
    await call(t, { method: 'POST', url: '/api/Account/StreakPause', headers: member.auth, payload: { days: 2 } });
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: { firstName: 'Robin', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' },
      to: { userId: member.id },
      idempotencyKey: `renewal-failed:${member.id}:send-time-test`,
    });

    const [receipt] = await mailsTo(member);
    expect(receipt?.subject).toBeDefined();
    const [row] = await t.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `renewal-failed:${member.id}:send-time-test`));
    expect(row?.status).toBe('sent');
  });
});
