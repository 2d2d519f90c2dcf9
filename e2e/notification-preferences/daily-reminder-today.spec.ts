import { bearer } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { advanceServerClockMinutes, resetServerClock } from '../support/server-clock';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Issue 30: a member turns the daily reminder on after the default 19:00 has passed, then picks 21:00:
 * that evening's reminder is queued at 21:01 (their zone), not skipped until tomorrow.
 */

const ZONE = 'America/Denver';
const STAFF_ID = 9001;
const FIRST_LOAD = { timeout: 30_000 };
const SUBJECT = 'Your 3 actions for today are waiting';

const localMinutes = (at: Date) => {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })
    .format(at)
    .split(':')
    .map(Number);
  return (hours! % 24) * 60 + minutes!;
};

test.afterAll(({ request }) => resetServerClock(request));

test('a reminder turned on at 19:30 and set to 21:00 arrives the same evening', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signInNewMemberOnDashboard(page, ZONE, 'Evan');
  const account = await request.get('/api/Account', { headers: bearer(member.token) });
  const { email } = (await account.json()) as { email: string };
  // 19:30 in the member's zone two days on: the actions taken at sign-up (dated by the zone they had then) are
  // of an earlier day, so today's reminder is due.
  const now = await advanceServerClockMinutes(request, 0);
  await advanceServerClockMinutes(request, 2 * 24 * 60 - localMinutes(now) + 19 * 60 + 30);

  await page.goto('/settings/notifications');
  const reminder = page.getByRole('switch', { name: /^Daily action reminder/ });
  await expect(reminder).not.toBeChecked(FIRST_LOAD);
  await reminder.click();
  await expect(reminder).toBeChecked();
  const time = page.getByLabel('Reminder time');
  await time.fill('21:00');
  await time.blur();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expect
    .poll(async () =>
      (await request.get('/api/Account/NotificationPreferences', { headers: bearer(member.token) })).json(),
    )
    .toMatchObject({ dailyReminder: true, dailyReminderTime: '21:00' });

  await advanceServerClockMinutes(request, 91);
  expect((await request.post('/api/Test/RunRecurringJob', { data: { name: 'daily-reminders' } })).ok()).toBeTruthy();
  const staff = await signInAs(page, STAFF_ID);
  await expect
    .poll(
      async () => {
        const kept = await request.get('/api/Support/Outbox?status=outbox', { headers: bearer(staff.token) });
        return ((await kept.json()) as { to: string; subject: string }[]).some(
          (message) => message.to.includes(email) && message.subject === SUBJECT,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
