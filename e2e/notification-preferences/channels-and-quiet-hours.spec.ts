import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';

/*
 * Issue 32's "How we reach you": a member signed up for this run sends session messages by push only and moves
 * their quiet hours, and finds both after a reload (and in the API's answer).
 */

const ZONE = 'America/Denver';
const FIRST_LOAD = { timeout: 30_000 };

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member chooses push for coaching sessions and quiet hours from 22:30 to 06:45, and finds them after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signInNewMemberOnDashboard(page, ZONE, 'Robin');
  await dismissBadges(page.request, member.userId, member.token);
  await page.goto('/settings/notifications');
  const card = page.getByRole('region', { name: 'HOW WE REACH YOU' });
  const sessions = card.getByRole('group', { name: 'Coaching sessions' });
  await expect(sessions.getByRole('radio', { name: 'Both' })).toBeChecked(FIRST_LOAD);
  await expect(card.getByRole('switch', { name: /^Quiet hours/ })).toBeChecked();
  await expect(card.getByText(/^In your time zone: Denver \(Mountain Time, UTC\u2212[67]\)\./)).toBeVisible();

  await sessions.getByText('Push', { exact: true }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await card.getByRole('textbox', { name: 'From' }).fill('22:30');
  await card.getByRole('textbox', { name: 'Until' }).fill('06:45');
  await card.getByRole('textbox', { name: 'Until' }).blur();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await shoot(page, 'how-we-reach-you');

  await page.reload();
  await expect(sessions.getByRole('radio', { name: 'Push' })).toBeChecked(FIRST_LOAD);
  await expect(card.getByRole('textbox', { name: 'From' })).toHaveValue('22:30');
  await expect(card.getByRole('textbox', { name: 'Until' })).toHaveValue('06:45');
  const saved = await page.request.get('/api/Account/NotificationPreferences', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(await saved.json()).toMatchObject({
    channels: { booking: 'push', 'daily-reminder': 'push' },
    quietHours: { enabled: true, start: '22:30', end: '06:45' },
    bookingReminders: true,
  });
});
