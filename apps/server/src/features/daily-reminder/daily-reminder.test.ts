import { eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberTimeOfDay, memberToday } from '@oola/domain';
import { emailOutbox } from '../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../test/jobs.js';
import { oneClickUnsubscribe } from '../../test/one-click-unsubscribe.js';
import { newMember } from '../../test/factories/index.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { call, type Identity, type TestApp } from '../../test/test-app.js';
import { dayLabel } from '../streak-pause/pause-days.js';
import { dailyRemindersJob } from './daily-reminder-job.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

type Member = Identity & { zone: string };
const DENVER = 'America/Denver';
const TOKYO = 'Asia/Tokyo';

async function memberIn(zone: string): Promise<Member> {
  return { ...(await newMember(t, { step: 4, timeZone: zone, firstName: 'Robin' })), zone };
}

/** Turns the member's reminder on for the local time `minutes` from now (their zone). */
async function remindIn(member: Member, minutes: number) {
  const at = new Date(t.clock.now().getTime() + minutes * 60_000);
  const saved = await call(t, {
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: member.auth,
    payload: { dailyReminder: true, dailyReminderTime: memberTimeOfDay(member.zone, at) },
  });
  expect(saved.status).toBe(200);
}

/** The clock moves on, then one sweep runs and every message it queued is sent. */
async function sweepAfter(minutes: number) {
  t.clock.advanceMinutes(minutes);
  await runRecurringJob(t, dailyRemindersJob);
  await runQueuedJobs(t);
}

const isFor = (member: Member) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(`member${member.id}@`);
const mailsOf = (member: Member) => sink.messages.filter(isFor(member));
const queuedFor = async (member: Member) =>
  t.database.db
    .select({ key: emailOutbox.idempotencyKey })
    .from(emailOutbox)
    .where(like(emailOutbox.idempotencyKey, `daily-reminder:${member.id}:%`));

async function completeSteps(member: Member, steps: number) {
  for (let step = 0; step < steps; step++) {
    const done = await call(t, {
      method: 'POST',
      url: '/api/Actions/AsyncInsertEmptyCompletedAction',
      headers: member.auth,
      payload: { userId: member.id, text: '' },
    });
    expect(done.status).toBe(200);
  }
}

/**
 * Each test starts at the next 9:00 in Tokyo (17:00 or 18:00 the day before in Denver): its reminders and
 * pauses then never cross a member's midnight, whenever the suite runs.
 */
function moveToNineInTokyo() {
  const [hours, minutes] = memberTimeOfDay(TOKYO, t.clock.now()).split(':').map(Number);
  t.clock.advanceMinutes((9 * 60 - (hours! * 60 + minutes!) + 24 * 60) % (24 * 60));
}

describe('the daily action reminder', () => {
  beforeEach(moveToNineInTokyo);

  it("arrives at each member's own local time (Denver and Tokyo), once a day however often the sweep runs", async () => {
    const denver = await memberIn(DENVER);
    const tokyo = await memberIn(TOKYO);
    await remindIn(denver, 30);
    await remindIn(tokyo, 90);

    await sweepAfter(28);
    expect(await queuedFor(denver)).toEqual([]);
    expect(await queuedFor(tokyo)).toEqual([]);

    await sweepAfter(3);
    const mail = await sink.waitFor(isFor(denver));
    const denverDay = memberToday(DENVER, t.clock.now());
    expect(mail.subject).toBe('Your 3 actions for today are waiting');
    expect(mail.text).toContain('Hi Robin,');
    expect(mail.text).toContain(`You have completed 0 of 3 actions today (${dayLabel(denverDay)}).`);
    expect(mail.html).toContain('href="https://portal.example/dashboard"');
    const unsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
    expect(unsubscribe).toMatch(/Account\/Unsubscribe\?token=/);
    expect(await queuedFor(denver)).toEqual([{ key: `daily-reminder:${denver.id}:${denverDay}` }]);
    expect(await queuedFor(tokyo)).toEqual([]);

    await sweepAfter(60);
    const tokyoMail = await sink.waitFor(isFor(tokyo));
    expect(tokyoMail.text).toContain(`(${dayLabel(memberToday(TOKYO, t.clock.now()))})`);

    await sweepAfter(0);
    await sweepAfter(1);
    expect(mailsOf(denver)).toHaveLength(1);
    expect(mailsOf(tokyo)).toHaveLength(1);

    // The next local day brings the next one.
    await sweepAfter(24 * 60);
    expect(mailsOf(denver)).toHaveLength(2);
    expect(mailsOf(tokyo)).toHaveLength(2);
  });

  it('goes today when turned on after the default 19:00 and moved to a time still ahead, and only once', async () => {
    const member = await memberIn(TOKYO);
    const save = async (payload: object) => {
      const saved = await call(t, {
        method: 'PUT',
        url: '/api/Account/NotificationPreferences',
        headers: member.auth,
        payload,
      });
      expect(saved.status).toBe(200);
    };
    t.clock.advanceMinutes(10 * 60 + 30);
    expect(memberTimeOfDay(TOKYO, t.clock.now())).toBe('19:30');
    await save({ dailyReminder: true });
    await save({ dailyReminderTime: '21:00' });

    await sweepAfter(89);
    expect(mailsOf(member)).toEqual([]);
    await sweepAfter(2);
    expect(memberTimeOfDay(TOKYO, t.clock.now())).toBe('21:01');
    const mail = await sink.waitFor(isFor(member));
    expect(mail.text).toContain(`(${dayLabel(memberToday(TOKYO, t.clock.now()))})`);

    // Moved later again the same evening: today's reminder has gone, no second one.
    await save({ dailyReminderTime: '22:00' });
    await sweepAfter(60);
    expect(mailsOf(member)).toHaveLength(1);
  });

  it('tells how many of 3 are done, and is not sent once the 3 actions are done', async () => {
    const partly = await memberIn(DENVER);
    const finished = await memberIn(TOKYO);
    await completeSteps(partly, 1);
    await completeSteps(finished, 3);
    await remindIn(partly, 5);
    await remindIn(finished, 5);
    await sweepAfter(6);
    const mail = await sink.waitFor(isFor(partly));
    expect(mail.subject).toBe('1 of 3 actions done today: finish strong');
    expect(mail.text).toContain('You have completed 1 of 3 actions today');
    expect(await queuedFor(finished)).toEqual([]);
    await sweepAfter(1);
    expect(mailsOf(finished)).toEqual([]);
  });

  it('is not sent to a member who never turned it on, turned it off, or unsubscribed', async () => {
    const never = await memberIn(DENVER);
    const turnedOff = await memberIn(DENVER);
    const unsubscribed = await memberIn(TOKYO);
    await remindIn(turnedOff, 5);
    await remindIn(unsubscribed, 5);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/Account/NotificationPreferences',
      headers: turnedOff.auth,
      payload: { dailyReminder: false },
    });
    expect(off.status).toBe(200);
    const oneClick = await oneClickUnsubscribe(t, unsubscribed.id, 'daily-reminder');
    expect(oneClick.status).toBeLessThan(300);

    await sweepAfter(6);
    for (const member of [never, turnedOff, unsubscribed]) {
      expect(await queuedFor(member)).toEqual([]);
      expect(mailsOf(member)).toEqual([]);
    }
  });

  it('is not sent during a streak pause, and comes back the day after it', async () => {
    const member = await memberIn(TOKYO);
    const paused = await call(t, {
      method: 'POST',
      url: '/api/Account/StreakPause',
      headers: member.auth,
      payload: { days: 2 },
    });
    expect(paused.status).toBe(200);
    await remindIn(member, 5);
    await sweepAfter(6);
    await sweepAfter(24 * 60);
    expect(await queuedFor(member)).toEqual([]);

    await sweepAfter(24 * 60);
    await sink.waitFor(isFor(member));
    const [row] = await t.database.db
      .select({ key: emailOutbox.idempotencyKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, member.id));
    expect(row?.key).toBe(`daily-reminder:${member.id}:${memberToday(TOKYO, t.clock.now())}`);
  });

  it('reaches each due member of a burst exactly once when two sweeps run at once, and skips the others', async () => {
    const due = await Promise.all(Array.from({ length: 8 }, (_, index) => memberIn(index % 2 ? DENVER : TOKYO)));
    const finished = await memberIn(DENVER);
    const paused = await memberIn(TOKYO);
    const unsubscribed = await memberIn(DENVER);
    await completeSteps(finished, 3);
    const pause = await call(t, {
      method: 'POST',
      url: '/api/Account/StreakPause',
      headers: paused.auth,
      payload: { days: 1 },
    });
    expect(pause.status).toBe(200);
    for (const member of [...due, finished, paused, unsubscribed]) await remindIn(member, 5);
    const oneClick = await oneClickUnsubscribe(t, unsubscribed.id, 'daily-reminder');
    expect(oneClick.status).toBeLessThan(300);

    t.clock.advanceMinutes(6);
    await Promise.all([runRecurringJob(t, dailyRemindersJob), runRecurringJob(t, dailyRemindersJob)]);
    await runQueuedJobs(t);
    await Promise.all(due.map((member) => sink.waitFor(isFor(member))));
    for (const member of due) {
      expect(mailsOf(member)).toHaveLength(1);
      expect(await queuedFor(member)).toHaveLength(1);
    }
    for (const member of [finished, paused, unsubscribed]) {
      expect(mailsOf(member)).toEqual([]);
      expect(await queuedFor(member)).toEqual([]);
    }
  });
});
