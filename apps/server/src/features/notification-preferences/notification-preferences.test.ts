import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_CHANNELS, DEFAULT_QUIET_HOURS, type NotificationPreferences } from '@oola/domain';
import { emailOptOuts, notificationSettings } from '../../db/schema/index.js';
import { newMember, newActiveCoach, newInactiveCoach } from '../../test/factories/index.js';
import { oneClickUnsubscribe } from '../../test/one-click-unsubscribe.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
const ZONE = 'Asia/Tokyo';
const URL = '/api/Account/NotificationPreferences';

const read = (member: Member) => call<NotificationPreferences>(t, { method: 'GET', url: URL, headers: member.auth });
const save = (member: Member, payload: unknown) =>
  call<NotificationPreferences & { message: string }>(t, {
    method: 'PUT',
    url: URL,
    headers: member.auth,
    payload: payload as Record<string, unknown>,
  });
const storedOf = async (member: Member) => ({
  settings: await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.id)),
  optOuts: (
    await t.database.db
      .select({ category: emailOptOuts.category })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, member.id))
  ).map((row) => row.category),
});

const defaults = {
  bookingReminders: true,
  dailyReminder: false,
  dailyReminderTime: '19:00',
  unreadChat: true,
  coachDigest: null,
  timeZone: ZONE,
  channels: DEFAULT_MESSAGE_CHANNELS,
  quietHours: DEFAULT_QUIET_HOURS,
};
/** The defaults with these kinds' channels changed. */
const channelsWith = (changed: Partial<NotificationPreferences['channels']>) => ({
  channels: { ...DEFAULT_MESSAGE_CHANNELS, ...changed },
});

describe('GET/PUT Account/NotificationPreferences', () => {
  it('starts with the daily reminder off and the others on; a coach also has the digest', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    expect((await read(member)).body).toEqual(defaults);
    const coach = await newActiveCoach(t, { timeZone: ZONE });
    expect((await read(coach)).body).toEqual({ ...defaults, coachDigest: true });
  });

  it('offers no digest to a coach account that is not active, as the digest job mails active coaches only', async () => {
    const inactive = await newInactiveCoach(t, { timeZone: ZONE });
    expect((await read(inactive)).body).toEqual(defaults);
    const refused = await save(inactive, { coachDigest: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only coaches receive the weekly coach digest.');
    expect(await storedOf(inactive)).toEqual({ settings: [], optOuts: [] });
  });

  it('saves what is sent and keeps the rest; switches are opt-outs of their category', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    const saved = await save(member, { DailyReminder: true, dailyReminderTime: '07:30', unreadChat: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...defaults,
      dailyReminder: true,
      dailyReminderTime: '07:30',
      unreadChat: false,
      ...channelsWith({ 'coach-message': 'off' }),
    });
    expect((await read(member)).body).toEqual(saved.body);
    expect((await storedOf(member)).optOuts).toEqual(['chat-unread']);

    const more = await save(member, { unreadChat: true, bookingReminders: false, dailyReminderTime: '21:05' });
    expect(more.body).toEqual({
      ...defaults,
      dailyReminder: true,
      dailyReminderTime: '21:05',
      bookingReminders: false,
      ...channelsWith({ booking: 'off' }),
    });
    expect((await storedOf(member)).optOuts).toEqual(['booking-reminder']);

    const coach = await newActiveCoach(t);
    expect((await save(coach, { coachDigest: false })).body.coachDigest).toBe(false);
    expect((await storedOf(coach)).optOuts).toEqual(['coach-digest']);
  });

  it('shows the daily reminder off after its one-click unsubscribe link, and on again when turned on', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    await save(member, { dailyReminder: true, dailyReminderTime: '06:45' });
    const oneClick = await oneClickUnsubscribe(t, member.id, 'daily-reminder');
    expect(oneClick.status).toBeLessThan(300);
    expect((await read(member)).body).toMatchObject({ dailyReminder: false, dailyReminderTime: '06:45' });

    expect((await save(member, { dailyReminder: true })).body.dailyReminder).toBe(true);
    expect((await storedOf(member)).optOuts).toEqual([]);
  });

  it('answers 400 for a malformed time, an unknown preference or the digest of a non-coach: nothing written', async () => {
    const member = await newMember(t, { timeZone: ZONE });
    const refusals: [unknown, RegExp][] = [
      [{ dailyReminder: true, dailyReminderTime: '25:00' }, /^dailyReminderTime: Please give the time as HH:mm/],
      [{ dailyReminder: true, dailyReminderTime: '7pm' }, /^dailyReminderTime: Please give the time as HH:mm/],
      [{ dailyReminderTime: '7:30' }, /^dailyReminderTime: /],
      [{ dailyReminderTime: '' }, /^dailyReminderTime: /],
      [{ unreadChat: false, smsReminders: true }, /smsReminders/],
      [{ dailyReminder: 'yes' }, /^dailyReminder: /],
      [{ unreadChat: false, coachDigest: false }, /^Only coaches receive the weekly coach digest\.$/],
    ];
    for (const [payload, message] of refusals) {
      const refused = await save(member, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect(await storedOf(member)).toEqual({ settings: [], optOuts: [] });
    expect((await read(member)).body).toEqual(defaults);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: URL })).status).toBe(401);
    expect((await call(t, { method: 'PUT', url: URL, payload: { dailyReminder: true } })).status).toBe(401);
  });
});
