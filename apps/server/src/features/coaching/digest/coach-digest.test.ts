import { like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addDays, memberTimeOfDay, memberToday } from '@oola/domain';
import { actions, bookings, emailOutbox, streakPauses } from '../../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../../test/jobs.js';
import { mailingTestApp } from '../../../test/mailing-test-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import { newActiveCoach, newClient, newInactiveCoach } from '../../../test/factories/index.js';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';
import { endPair } from '../pairs/pairs.js';
import { recipientDateTime } from '../../email/recipient-time.js';
import { coachDigestsJob } from './coach-digest-job.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

type Person = Identity;
const DENVER = 'America/Denver';
const TOKYO = 'Asia/Tokyo';
const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const localWeekday = (zone: string) => new Date(`${memberToday(zone, t.clock.now())}T00:00:00Z`).getUTCDay();

/** Moves the clock forward to the next Monday at `time` in `zone` (wall clock, so across a DST change too). */
function advanceToMonday(zone: string, time: string) {
  for (let step = 0; step < 3; step++) {
    const days = (1 - localWeekday(zone) + 7) % 7;
    const minutes = days * 24 * 60 + minutesOf(time) - minutesOf(memberTimeOfDay(zone, t.clock.now()));
    if (minutes === 0) return;
    t.clock.advanceMinutes(minutes > 0 ? minutes : minutes + 7 * 24 * 60);
  }
}

async function sweep() {
  await runRecurringJob(t, coachDigestsJob);
  await runQueuedJobs(t);
}

const isFor = (person: Person) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(`member${person.id}@`);
const digestsQueuedFor = (coach: Person) =>
  t.database.db
    .select({ key: emailOutbox.idempotencyKey })
    .from(emailOutbox)
    .where(like(emailOutbox.idempotencyKey, `coach-digest:${coach.id}:%`));

async function clientOf(coach: Person, firstName: string, lastName: string, zone = DENVER) {
  const since = new Date(t.clock.now().getTime() - 30 * DAY_MS);
  return newClient(t, coach.id, { firstName, lastName, timeZone: zone, since });
}

/** Three completed actions on each of the client's days `daysAgo` (their zone). */
async function completedDaysAgo(client: Person, zone: string, daysAgo: number[]) {
  const today = memberToday(zone, t.clock.now());
  await t.database.db.insert(actions).values(
    daysAgo.flatMap((ago) =>
      [1, 2, 3].map((n) => ({
        userId: client.id,
        text: `step ${n}`,
        day: addDays(today, -ago),
        completedAt: t.clock.now(),
      })),
    ),
  );
}

describe("the coach's weekly digest", () => {
  it("arrives on the coach's Monday at 8:00 with who missed 3+ days, broken streaks and the week's sessions", async () => {
    advanceToMonday(DENVER, '07:58');
    const coach = await newActiveCoach(t, { firstName: 'Morgan', timeZone: DENVER });
    const absent = await clientOf(coach, 'Ada', 'Absent');
    await completedDaysAgo(absent, DENVER, [6, 5]);
    const broke = await clientOf(coach, 'Ben', 'Broke', LONDON);
    await completedDaysAgo(broke, LONDON, [9, 8, 7, 6, 5, 4, 3]);
    const paused = await clientOf(coach, 'Cleo', 'Paused');
    await completedDaysAgo(paused, DENVER, [7, 6]);
    const today = memberToday(DENVER, t.clock.now());
    await t.database.db
      .insert(streakPauses)
      .values({ userId: paused.id, startDay: addDays(today, -5), endDay: addDays(today, 2) });
    const steady = await clientOf(coach, 'Dan', 'Steady');
    await completedDaysAgo(steady, DENVER, [3, 2, 1]);
    const past = await clientOf(coach, 'Pat', 'Past');
    await t.database.db.transaction((tx) => endPair(tx, past.id, t.clock.now()));
    const sessionAt = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    sessionAt.setUTCMinutes(0, 0, 0);
    await t.database.db.insert(bookings).values([
      {
        uid: `digest-${steady.id}`,
        coachId: coach.id,
        clientId: steady.id,
        startsAt: sessionAt,
        endsAt: new Date(sessionAt.getTime() + 3_600_000),
      },
      {
        uid: `digest-later-${steady.id}`,
        coachId: coach.id,
        clientId: steady.id,
        startsAt: new Date(sessionAt.getTime() + 8 * DAY_MS),
        endsAt: new Date(sessionAt.getTime() + 8 * DAY_MS + 3_600_000),
      },
    ]);

    await sweep();
    expect(await digestsQueuedFor(coach)).toEqual([]);

    t.clock.advanceMinutes(3);
    await sweep();
    const mail = await sink.waitFor(isFor(coach));
    expect(mail.subject).toMatch(/^Your week ahead \(Monday, [A-Z][a-z]+ \d{1,2}\): 1 client needs a nudge$/);
    const text = mail.text ?? '';
    expect(text).toContain('Hi Morgan,');
    expect(text).toContain('Here is how your 4 clients are doing');
    expect(text).toContain('Ada Absent: 4 days without their 3 actions');
    expect(text).toContain('Ben Broke ended a 7-day streak');
    expect(text).toContain('Ada Absent ended a 2-day streak');
    expect(text).toContain(`${recipientDateTime(sessionAt, DENVER)}: Dan Steady`);
    expect(text).not.toContain('Cleo');
    expect(text).not.toContain('Pat Past');
    expect(text.match(/: Dan Steady/g)).toHaveLength(1);
    expect(mail.html).toContain('href="https://portal.example/DashboardCoach"');
    const unsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
    expect(unsubscribe).toMatch(/Account\/Unsubscribe\?token=/);

    await sweep();
    t.clock.advanceMinutes(60);
    await sweep();
    expect(sink.messages.filter(isFor(coach))).toHaveLength(1);

    advanceToMonday(DENVER, '08:00');
    await sweep();
    expect(sink.messages.filter(isFor(coach))).toHaveLength(2);
    expect(await digestsQueuedFor(coach)).toHaveLength(2);
  });

  it('is not sent to a coach who switched it off, to a coach without active clients, nor to an inactive coach', async () => {
    advanceToMonday(TOKYO, '07:00');
    const switchedOff = await newActiveCoach(t, { timeZone: TOKYO });
    await clientOf(switchedOff, 'Eve', 'Client', TOKYO);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/Account/NotificationPreferences',
      headers: switchedOff.auth,
      payload: { coachDigest: false },
    });
    expect(off.status).toBe(200);
    const alone = await newActiveCoach(t, { timeZone: TOKYO });
    // A coach account whose active flag is off has no digest switch either (decision 090).
    const inactive = await newInactiveCoach(t, { timeZone: TOKYO });
    await clientOf(inactive, 'Ivy', 'Client', TOKYO);
    t.clock.advanceMinutes(61);
    await sweep();
    expect(await digestsQueuedFor(switchedOff)).toEqual([]);
    expect(await digestsQueuedFor(alone)).toEqual([]);
    expect(await digestsQueuedFor(inactive)).toEqual([]);
  });
});
