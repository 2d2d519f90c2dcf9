import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTimeOfDay } from '@oola/domain';
import { emailOutbox, notifications } from '../../../db/schema/index.js';
import { ALL_WEEK, newActiveCoach, newClient, setHours } from '../../../test/factories/index.js';
import { runRecurringJob } from '../../../test/jobs.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookingRemindersJob } from './reminder-job.js';
import { book, DENVER_CLIENT, HOUR, slotIn, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DENVER = 'America/Denver';

/** Moves the app's clock forward to the first whole minute at or after `instant`. */
const clockTo = (instant: number) =>
  t.clock.advanceMinutes(Math.max(0, Math.ceil((instant - t.clock.now().getTime()) / 60_000)));

/** The first half-hour slot at least 26 hours ahead that starts at 23:30 in Denver, inside its quiet hours. */
function lateSlot(): string {
  let slot = new Date(slotIn(t, 26));
  while (memberTimeOfDay(DENVER, slot) !== '23:30') slot = new Date(slot.getTime() + HOUR / 2);
  return slot.toISOString();
}

const reminderRows = (person: Member, kind: '24h' | '1h') =>
  t.database.db
    .select({ status: emailOutbox.status, sendAfter: emailOutbox.sendAfter })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, person.id), like(emailOutbox.idempotencyKey, `booking-reminder-${kind}:%`)));

describe('session reminders in quiet hours', () => {
  it('hold the 24-hour reminder until the quiet hours end, and send the 1-hour one at once', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'UTC' });
    await setHours(t, coach.id, ALL_WEEK);
    const member = await newClient(t, coach.id, DENVER_CLIENT);
    const booked = await book(t, member, coach.id, lateSlot());
    expect(booked.status).toBe(201);
    const start = new Date(booked.body.startsAt).getTime();

    clockTo(start - 24 * HOUR);
    await runRecurringJob(t, bookingRemindersJob);
    const [dayBefore] = await reminderRows(member, '24h');
    expect(dayBefore?.status).toBe('waiting');
    expect(memberTimeOfDay(DENVER, dayBefore!.sendAfter!)).toBe('08:00');
    expect(dayBefore!.sendAfter!.getTime()).toBeLessThan(start);

    clockTo(start - HOUR + 60_000);
    await runRecurringJob(t, bookingRemindersJob);
    expect(await reminderRows(member, '1h')).toEqual([{ status: 'queued', sendAfter: null }]);
    const bell = await t.database.db
      .select({ kind: notifications.kind, url: notifications.url })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), like(notifications.causeKey, 'booking-reminder-%')));
    expect(bell).toEqual([
      { kind: 'booking', url: '/dashboard' },
      { kind: 'booking', url: '/dashboard' },
    ]);
  });
});
