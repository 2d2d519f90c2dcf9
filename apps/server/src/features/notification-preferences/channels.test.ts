import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_CHANNELS, DEFAULT_QUIET_HOURS, type NotificationPreferences } from '@oola/domain';
import { emailOptOuts, notificationSettings } from '../../db/schema/index.js';
import { newActiveCoach, newMember } from '../../test/factories/index.js';
import { oneClickUnsubscribe } from '../../test/one-click-unsubscribe.js';
import { call, createTestApp, type Identity, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/Account/NotificationPreferences';
const read = (person: Identity) => call<NotificationPreferences>(t, { method: 'GET', url: URL, headers: person.auth });
const save = (person: Identity, payload: object) =>
  call<NotificationPreferences & { message: string }>(t, {
    method: 'PUT',
    url: URL,
    headers: person.auth,
    payload: payload as Record<string, unknown>,
  });
const optOutsOf = async (person: Identity) =>
  (
    await t.database.db
      .select({ category: emailOptOuts.category })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, person.id))
  ).map((row) => row.category);

describe('channels and quiet hours in Account/NotificationPreferences', () => {
  it('saves a channel per kind and the quiet hours, keeps the rest, and shows them after a reload', async () => {
    const member = await newMember(t, { timeZone: 'America/Denver' });
    const saved = await save(member, {
      channels: { 'daily-reminder': 'email', booking: 'push' },
      quietHours: { start: '22:30', end: '06:15' },
    });
    expect(saved.status).toBe(200);
    const expected = {
      channels: { ...DEFAULT_MESSAGE_CHANNELS, 'daily-reminder': 'email', booking: 'push' },
      quietHours: { enabled: true, start: '22:30', end: '06:15' },
    };
    expect(saved.body).toMatchObject(expected);
    expect((await read(member)).body).toMatchObject({ ...expected, bookingReminders: true, dailyReminder: false });

    expect((await save(member, { quietHours: { enabled: false } })).body.quietHours).toEqual({
      enabled: false,
      start: '22:30',
      end: '06:15',
    });
  });

  it('keeps the e-mail switches as views of the e-mail side: off writes the opt-out, e-mail lifts it', async () => {
    const member = await newMember(t);
    const off = await save(member, { channels: { 'coach-message': 'off', booking: 'push' } });
    expect(off.body).toMatchObject({ unreadChat: false, bookingReminders: true });
    expect(await optOutsOf(member)).toEqual(['chat-unread']);

    const both = await save(member, { channels: { 'coach-message': 'both' } });
    expect(both.body).toMatchObject({ unreadChat: true });
    expect(await optOutsOf(member)).toEqual([]);

    // The old switch turned off leaves push where it was chosen; turned on again, an 'off' kind takes its default.
    const switchedOff = await save(member, { bookingReminders: false, unreadChat: false });
    expect(switchedOff.body.channels).toMatchObject({ booking: 'push', 'coach-message': 'push' });
    await save(member, { channels: { booking: 'off' } });
    const switchedOn = await save(member, { bookingReminders: true });
    expect(switchedOn.body.channels.booking).toBe(DEFAULT_MESSAGE_CHANNELS.booking);
  });

  it("turns a kind's e-mail off after its one-click unsubscribe, and leaves a push chosen beside it", async () => {
    const member = await newMember(t);
    await save(member, { channels: { 'daily-reminder': 'both' } });
    expect((await oneClickUnsubscribe(t, member.id, 'daily-reminder')).status).toBeLessThan(300);
    expect((await oneClickUnsubscribe(t, member.id, 'booking-reminder')).status).toBeLessThan(300);
    expect((await read(member)).body.channels).toMatchObject({ 'daily-reminder': 'push', booking: 'off' });
  });

  it('answers 400 with a clear message for an unknown kind or channel, a bad time or an empty window: nothing written', async () => {
    const member = await newMember(t);
    const refusals: [object, RegExp][] = [
      [{ channels: { sms: 'push' } }, /sms/],
      [{ channels: { booking: 'pigeon' } }, /^channels\.booking: channel is one of push, email, both, off/],
      [{ quietHours: { start: '9pm' } }, /^quietHours\.start: Please give the time as HH:mm/],
      [{ quietHours: { start: '22:00', end: '22:00' } }, /Quiet hours need a start and an end that differ\./],
      [{ quietHours: { end: '21:00' } }, /^Quiet hours need a start and an end that differ\.$/],
      [{ quietHours: { enabled: 'yes' } }, /^quietHours\.enabled: /],
      [{ channels: { 'coach-digest': 'push' } }, /^Only coaches receive the weekly coach digest\.$/],
    ];
    for (const [payload, message] of refusals) {
      const refused = await save(member, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect(
      await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.id)),
    ).toEqual([]);
    expect((await read(member)).body).toMatchObject({
      channels: DEFAULT_MESSAGE_CHANNELS,
      quietHours: DEFAULT_QUIET_HOURS,
    });
  });

  it("lets a coach choose the digest's channel", async () => {
    const coach = await newActiveCoach(t);
    const saved = await save(coach, { channels: { 'coach-digest': 'off' } });
    expect(saved.body).toMatchObject({ coachDigest: false, channels: { 'coach-digest': 'off' } });
  });
});
