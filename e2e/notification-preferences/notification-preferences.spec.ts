import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dismissCoachBadges } from '../support/coach-achievements';
import { dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { signInAs } from '../support/session';

/*
 * Issue 20's preferences and streak pause, for a member signed up for this run: they open SETTINGS from
 * the header menu, turn the daily reminder on at 07:30 (their zone), pause their streak for 5 days and see
 * "Paused until …" on the dashboard, then end the pause early.
 */

const ZONE = 'America/Denver';
const FIRST_LOAD = { timeout: 30_000 };

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const memberToday = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial' });

let member: { userId: number; token: string };

test('a member opens Settings from the header’s account menu and turns the daily reminder on at 07:30', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  member = await signInNewMemberOnDashboard(page, ZONE, 'Robin');
  await dismissBadges(page.request, member.userId, member.token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-progress')).toBeVisible(FIRST_LOAD);

  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NOTIFICATIONS & STREAK' })).toBeVisible(FIRST_LOAD);

  const reminder = page.getByRole('switch', { name: /^Daily action reminder/ });
  await expect(reminder).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Session reminders/ })).toBeChecked();
  await expect(page.getByText(/^Your time zone: Denver \(Mountain Time, UTC\u2212[67]\)$/)).toBeVisible();
  await page.getByLabel('Reminder time').fill('07:30');
  await reminder.click();
  await expect(reminder).toBeChecked();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: /^Daily action reminder/ })).toBeChecked(FIRST_LOAD);
  await expect(page.getByLabel('Reminder time')).toHaveValue('07:30');
  const saved = await page.request.get('/api/Account/NotificationPreferences', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(await saved.json()).toMatchObject({ dailyReminder: true, dailyReminderTime: '07:30', timeZone: ZONE });
});

test('the member pauses the streak for 5 days: the dashboard says Paused until …, and the pause ends early', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, member.userId);
  await page.goto('/settings/notifications');
  const pause = page.getByRole('region', { name: 'STREAK PAUSE' });
  await expect(pause.getByTestId('pause-days-left')).toHaveText('30 days of 30 left in any 365 days.', FIRST_LOAD);
  await pause.getByRole('combobox', { name: 'Pause from today for' }).click();
  await page.getByRole('option', { name: '5 days', exact: true }).click();
  await pause.getByRole('button', { name: 'PAUSE MY STREAK' }).click();
  const until = `Paused until ${dayLabel(addDays(memberToday(ZONE), 4))}`;
  await expect(pause.getByText(until)).toBeVisible();
  await expect(pause.getByTestId('pause-days-left')).toHaveText('25 days of 30 left in any 365 days.');
  await shoot(page, 'settings');

  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Paused until' });
  await expect(banner).toContainText(until, FIRST_LOAD);
  await shoot(page, 'dashboard-paused');

  await banner.getByRole('link', { name: 'Change or end the pause' }).click();
  await pause.getByRole('button', { name: 'END PAUSE' }).click();
  await expect(pause.getByRole('button', { name: 'PAUSE MY STREAK' })).toBeVisible();
  await expect(pause.getByTestId('pause-days-left')).toHaveText('30 days of 30 left in any 365 days.');
});

test('coach 2001 reaches the settings from the coaching portal menu and has the weekly digest switch (nothing changed)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const coach = await signInAs(page, 2001);
  // Earlier specs' new members chose 2001: badges they earned the coach would open over the menu.
  await dismissBadges(page.request, 2001, coach.token);
  await dismissCoachBadges(page.request, 2001, coach.token);
  await page.goto('/DashboardCoach');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click(FIRST_LOAD);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('switch', { name: /^Weekly coach digest/ })).toBeChecked(FIRST_LOAD);
  await expect(page.getByRole('switch', { name: /^Daily action reminder/ })).not.toBeChecked();
  await shoot(page, 'settings-coach');
});
