import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberTimeOfDay } from '@oola/domain';
import { emailOutbox, notifications, pushOutbox } from '../../db/schema/index.js';
import { newMember, type Identity } from '../../test/factories/index.js';
import { runQueuedJobs, runRecurringJob } from '../../test/jobs.js';
import type { PushReceiver, ReceiverSubscription } from '../../test/push-receiver.js';
import { pushingTestApp } from '../../test/pushing-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { dailyRemindersJob } from './daily-reminder-job.js';

const DENVER = 'America/Denver';

let receiver: PushReceiver;
let t: TestApp;
pushingTestApp((opened) => ({ receiver, app: t } = opened));

/** Each test starts at the next 06:00 in Denver, so 07:30 and 08:00 are ahead the same day. */
beforeEach(() => {
  const [hours, minutes] = memberTimeOfDay(DENVER, t.clock.now()).split(':').map(Number);
  t.clock.advanceMinutes((6 * 60 - (hours! * 60 + minutes!) + 24 * 60) % (24 * 60) || 24 * 60);
});

async function memberWithPhone(): Promise<{ member: Identity; phone: ReceiverSubscription }> {
  const member = await newMember(t, { timeZone: DENVER, firstName: 'Robin' });
  const phone = receiver.subscribe();
  expect((await member.call({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).status).toBe(201);
  return { member, phone };
}

async function savePreferences(member: Identity, payload: object) {
  expect((await member.call({ method: 'PUT', url: '/api/Account/NotificationPreferences', payload })).status).toBe(200);
}

async function sweepAt(localTime: string) {
  while (memberTimeOfDay(DENVER, t.clock.now()) !== localTime) t.clock.advanceMinutes(1);
  await runRecurringJob(t, dailyRemindersJob);
}

const pushesOf = (member: Identity) => t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id));
const emailsOf = (member: Identity) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.id));

describe('the daily reminder by push', () => {
  it('reaches the phone at 07:30 in the member’s zone as the bell’s entry, and opens the tracker', async () => {
    const { member, phone } = await memberWithPhone();
    await savePreferences(member, {
      dailyReminder: true,
      dailyReminderTime: '07:30',
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    await sweepAt('07:29');
    await runQueuedJobs(t);
    expect(receiver.received.filter((push) => push.endpoint === phone.endpoint)).toEqual([]);

    await sweepAt('07:30');
    await runQueuedJobs(t);
    const [received, ...more] = receiver.received.filter((push) => push.endpoint === phone.endpoint);
    expect(more).toEqual([]);
    const [entry] = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(received!.payload).toMatchObject({
      title: entry!.title,
      body: 'You have completed 0 of 3 actions today.',
      url: '/dashboard',
      notificationId: entry!.id,
    });
    // A device is on, and the default channel of a reminder is push: no e-mail as well.
    expect(await emailsOf(member)).toEqual([]);
  });

  it('goes at the chosen 07:30 even inside the default quiet hours (21:00–08:00), and once', async () => {
    const { member, phone } = await memberWithPhone();
    await savePreferences(member, { dailyReminder: true, dailyReminderTime: '07:30' });
    await sweepAt('07:30');
    await sweepAt('07:31');
    const [queued, ...more] = await pushesOf(member);
    expect(more).toEqual([]);
    expect([queued!.status, queued!.sendAfter]).toEqual(['queued', null]);
    await runQueuedJobs(t);
    expect(receiver.received.filter((push) => push.endpoint === phone.endpoint)).toHaveLength(1);
  });

  it('goes by e-mail when the member has no device on', async () => {
    const member = await newMember(t, { timeZone: DENVER });
    await savePreferences(member, {
      dailyReminder: true,
      dailyReminderTime: '07:30',
      quietHours: { enabled: false },
    });
    await sweepAt('07:30');
    expect(await pushesOf(member)).toEqual([]);
    expect((await emailsOf(member)).map((email) => email.template)).toEqual(['daily-reminder']);
  });
});
