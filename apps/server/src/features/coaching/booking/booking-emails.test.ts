import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { attachedInvite, parseInvite } from '../../../test/calendar-invite.js';
import { runQueuedJobs, runRecurringJob } from '../../../test/jobs.js';
import { mailingTestApp } from '../../../test/mailing-test-app.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { newActiveCoach, setHours, ALL_WEEK, newClient } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema/index.js';
import { enqueueBookingChange } from './booking-changed-job.js';
import { bookingChangeMail } from './booking-emails.js';
import { bookingRemindersJob } from './reminder-job.js';
import { book, cancel, HOUR, reschedule, slotIn, type Member, DENVER_CLIENT } from './test-helpers.js';

const PORTAL = 'https://portal.example';
let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened), { publicUrl: PORTAL });

/** Moves the app's clock forward to the first whole minute at or after `instant`. */
const clockTo = (instant: number) =>
  t.clock.advanceMinutes(Math.max(0, Math.ceil((instant - t.clock.now().getTime()) / 60_000)));

const addressOf = (person: Member) => `member${person.id}@example.test`;
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).map((one) => one?.text).join(', ');
/** The plain-text part with its line wrapping undone. */
const textOf = (mail: ParsedMail) => (mail.text ?? '').replace(/\s+/g, ' ');
const sentTo = (person: Member, subject: string) =>
  sink.messages.filter((mail) => to(mail).includes(addressOf(person)) && mail.subject?.startsWith(subject));

/** The one message of that subject to that person, once the queue has run. */
async function onlyMessage(person: Member, subject: string): Promise<ParsedMail> {
  await runQueuedJobs(t);
  const found = sentTo(person, subject);
  expect(found.map((mail) => mail.subject)).toHaveLength(1);
  return found[0]!;
}

/** A coach in New York, open all week, and a client of theirs in Denver, with a session booked `hoursAhead`. */
async function bookedSession(hoursAhead = 30) {
  const coach = await newActiveCoach(t, { timeZone: 'America/New_York' });
  await setHours(t, coach.id, ALL_WEEK);
  const member = await newClient(t, coach.id, DENVER_CLIENT);
  const answer = await book(t, member, coach.id, slotIn(t, hoursAhead));
  expect(answer.status).toBe(201);
  return { coach, member, booking: answer.body };
}

const zoneLabel = (iso: string, timeZone: string) =>
  new Date(iso)
    .toLocaleString('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    .replace(/\s/g, ' ')
    .replace(/^(\w+, \w+ \d+), /, '$1 at ');

describe('booking e-mails', () => {
  it('confirm a booking to the member and the coach, each in their own zone, with the invite attached', async () => {
    const { coach, member, booking } = await bookedSession();
    const forMember = await onlyMessage(member, 'Coaching session booked');
    const forCoach = await onlyMessage(coach, 'Coaching session booked');

    expect(textOf(forMember)).toContain(zoneLabel(booking.startsAt, 'America/Denver'));
    expect(textOf(forMember)).toMatch(/ M[SD]T/);
    expect(textOf(forMember)).toMatch(/Times are in your time zone, Denver \(Mountain Time, UTC\u2212[67]\)\./);
    expect(textOf(forMember)).not.toContain('America/Denver');
    expect(textOf(forCoach)).toMatch(/Times are in your time zone, New York \(Eastern Time, UTC\u2212[45]\)\./);
    expect(textOf(forCoach)).toContain(zoneLabel(booking.startsAt, 'America/New_York'));
    expect(textOf(forCoach)).toMatch(/ E[SD]T/);
    expect(forMember.html).toContain(`${PORTAL}/dashboard`);

    for (const [mail, location] of [
      [forMember, `${PORTAL}/dashboard`],
      [forCoach, `${PORTAL}/coachingRoom/${member.id}`],
    ] as const) {
      const { contentType, filename, invite } = attachedInvite(mail);
      expect(contentType).toMatch(/^text\/calendar; .*method=REQUEST/);
      expect(filename).toBe(`coaching-session-${booking.id}.ics`);
      expect(invite).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 0, status: 'CONFIRMED', location });
      expect(invite.start.toISOString()).toBe(booking.startsAt);
      expect(invite.end.toISOString()).toBe(booking.endsAt);
    }

    // The file each person downloads is the one they were sent.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/Booking/GetInvite/${booking.id}`,
      headers: member.auth,
    });
    expect(parseInvite(download.body)).toEqual(attachedInvite(forMember).invite);
  });

  it('send a move with the same UID and SEQUENCE+1, and a cancellation as METHOD:CANCEL', async () => {
    const { coach, member, booking } = await bookedSession();
    const to = slotIn(t, 54);
    expect((await reschedule(t, member, booking.id, to)).status).toBe(200);
    for (const person of [member, coach]) {
      const moved = await onlyMessage(person, 'Coaching session moved');
      const { contentType, invite } = attachedInvite(moved);
      expect(contentType).toMatch(/method=REQUEST/);
      expect(invite).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1 });
      expect(invite.start.toISOString()).toBe(to);
    }
    expect(textOf(await onlyMessage(member, 'Coaching session moved'))).toContain(
      zoneLabel(booking.startsAt, 'America/Denver'),
    );

    expect((await cancel(t, coach, booking.id)).status).toBe(200);
    for (const person of [member, coach]) {
      const { contentType, invite } = attachedInvite(await onlyMessage(person, 'Coaching session canceled'));
      expect(contentType).toMatch(/method=CANCEL/);
      expect(invite).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 2, status: 'CANCELLED' });
      expect(invite.start.toISOString()).toBe(to);
    }
    expect(textOf(await onlyMessage(member, 'Coaching session canceled'))).toContain('canceled');
  });
  it('name the other person once in a cancellation, and the button each person has: START or JOIN SESSION', async () => {
    const { coach, member, booking } = await bookedSession();
    const forMember = await onlyMessage(member, 'Coaching session booked');
    const forCoach = await onlyMessage(coach, 'Coaching session booked');
    expect(textOf(forMember)).toContain('choose JOIN SESSION');
    expect(textOf(forMember)).not.toContain('START SESSION');
    expect(attachedInvite(forMember).invite.description).toContain('choose JOIN SESSION');
    expect(attachedInvite(forMember).invite.description).not.toContain('START SESSION');
    expect(textOf(forCoach)).toContain('choose START SESSION');
    expect(attachedInvite(forCoach).invite.description).toContain('choose START SESSION');

    expect((await cancel(t, member, booking.id)).status).toBe(200);
    const toCoach = textOf(await onlyMessage(coach, 'Coaching session canceled'));
    expect(toCoach).toMatch(/Your client (\w+ )+\w+ canceled your coaching session on /);
    expect(toCoach).not.toContain('with your client');
    const toMember = textOf(await onlyMessage(member, 'Coaching session canceled'));
    expect(toMember).toMatch(/You canceled your coaching session with your coach (\w+ )+\w+ on /);
  });

  it('built after the request, still say each change as it was, once each however often its job runs', async () => {
    const { coach, member, booking } = await bookedSession();
    const to = slotIn(t, 54);
    expect((await reschedule(t, member, booking.id, to)).status).toBe(200);
    expect((await cancel(t, member, booking.id)).status).toBe(200);
    // The booking's first change queued again, as a retried job would run it.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const booked = { ...row!, sequence: 0, startsAt: new Date(booking.startsAt), endsAt: new Date(booking.endsAt) };
    await t.database.db.transaction((tx) => enqueueBookingChange(tx, bookingChangeMail(booked, 'booked')));

    for (const person of [member, coach]) {
      const first = attachedInvite(await onlyMessage(person, 'Coaching session booked')).invite;
      expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
      expect(first.start.toISOString()).toBe(booking.startsAt);
      const moved = attachedInvite(await onlyMessage(person, 'Coaching session moved')).invite;
      expect(moved).toMatchObject({ method: 'REQUEST', sequence: 1 });
      expect(moved.start.toISOString()).toBe(to);
      const cancelled = attachedInvite(await onlyMessage(person, 'Coaching session canceled')).invite;
      expect(cancelled).toMatchObject({ method: 'CANCEL', sequence: 2 });
    }
  });
});

describe('booking reminders', () => {
  const reminders = (person: Member) => sentTo(person, 'Reminder: coaching session');
  const sweep = async () => {
    await runRecurringJob(t, bookingRemindersJob);
    await runQueuedJobs(t);
  };

  it('go 24 hours and 1 hour before, to both, each once however often the sweep runs', async () => {
    const { coach, member, booking } = await bookedSession(30);
    const start = new Date(booking.startsAt).getTime();
    clockTo(start - 24 * HOUR - 60_000);
    await sweep();
    expect(reminders(member)).toHaveLength(0);

    clockTo(start - 24 * HOUR);
    await sweep();
    await sweep();
    for (const person of [member, coach]) expect(reminders(person).map((mail) => mail.subject)).toHaveLength(1);
    expect(reminders(member)[0]!.subject).toContain('in 24 hours');
    expect(textOf(reminders(member)[0]!)).toContain(zoneLabel(booking.startsAt, 'America/Denver'));
    expect(textOf(reminders(member)[0]!)).toMatch(/\(your time zone, Denver \(Mountain Time, UTC\u2212[67]\)\)/);
    expect(textOf(reminders(coach)[0]!)).toContain(zoneLabel(booking.startsAt, 'America/New_York'));

    clockTo(start - HOUR + 60_000);
    await sweep();
    await sweep();
    for (const person of [member, coach]) {
      expect(reminders(person).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('in 24 hours'),
        expect.stringContaining('in 1 hour'),
      ]);
    }
  });

  it('are not sent for a cancelled session, and a moved one gets them for its new time only', async () => {
    const cancelled = await bookedSession(40);
    const moved = await bookedSession(40);
    const newStart = slotIn(t, 66);
    expect((await cancel(t, cancelled.member, cancelled.booking.id)).status).toBe(200);
    expect((await reschedule(t, moved.member, moved.booking.id, newStart)).status).toBe(200);

    clockTo(new Date(moved.booking.startsAt).getTime() - HOUR);
    await sweep();
    expect(reminders(cancelled.member)).toHaveLength(0);
    expect(reminders(cancelled.coach)).toHaveLength(0);
    expect(reminders(moved.member)).toHaveLength(0);

    clockTo(new Date(newStart).getTime() - 24 * HOUR);
    await sweep();
    expect(reminders(moved.member).map(textOf)).toEqual([
      expect.stringContaining(zoneLabel(newStart, 'America/Denver')),
    ]);
    expect(reminders(moved.coach)).toHaveLength(1);
  });
});

describe('when the mail server is down', () => {
  it('booking still answers, and the confirmations leave once it takes them', async () => {
    const down = await startSmtpSink({ failFirst: 2 });
    const app = await createTestApp({ config: { smtpUrl: down.url, publicUrl: PORTAL } });
    try {
      const coach = await newActiveCoach(app, { timeZone: 'UTC' });
      await setHours(app, coach.id, ALL_WEEK);
      const member = await newClient(app, coach.id, DENVER_CLIENT);
      const answer = await book(app, member, coach.id, slotIn(app, 30));
      expect(answer.status).toBe(201);
      await runQueuedJobs(app);
      const confirmation = await down.waitFor((mail) => to(mail).includes(addressOf(member)));
      expect(attachedInvite(confirmation).invite.uid).toBe(answer.body.uid);
    } finally {
      await app.close();
      await down.close();
    }
  });
});
