import type { Page } from '@playwright/test';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { bearer, dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { accountLinkFromOutbox } from '../support/outbox';

/*
 * A member who never opened the welcome e-mail's link sees "Please verify your e-mail address" on the
 * dashboard, asks for a new link, and opens it from the outbox: the welcome's link no longer works, the new
 * one verifies the address and the notice is gone. On the settings page the notice can be dismissed.
 */

const FIRST_LOAD = { timeout: 30_000 };

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const notice = (page: Page) => page.getByRole('region', { name: 'Please verify your e-mail address' });

test('a member asks for a new verification link from the dashboard and verifies with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signInNewMemberOnDashboard(page, 'America/Denver', 'Quinn');
  await dismissBadges(page.request, member.userId, member.token);
  const status = await page.request.get('/api/Account/EmailVerification', { headers: bearer(member.token) });
  const { email } = (await status.json()) as { email: string };
  const welcomeLink = await accountLinkFromOutbox(page.request, email, 'Welcome to Oola', '/verifyEmail');

  await page.goto('/dashboard');
  await expect(page.getByTestId('my-progress')).toBeVisible(FIRST_LOAD);
  await expect(notice(page)).toContainText(`We sent a link to ${email}`);
  await shoot(page, 'verify-notice-dashboard');

  await notice(page).getByRole('button', { name: 'Send a new link' }).click();
  await expect(notice(page).getByRole('status')).toHaveText(ACCOUNT_LINK_MESSAGES.verificationSent);
  await shoot(page, 'verify-notice-sent');

  const newLink = await accountLinkFromOutbox(page.request, email, 'Verify your e-mail address', '/verifyEmail');
  expect(newLink).not.toBe(welcomeLink);
  await page.goto(welcomeLink);
  await expect(page.getByRole('heading', { name: 'We could not verify this link' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_LINK_MESSAGES.verifyExpired);

  await page.goto(newLink);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-progress')).toBeVisible(FIRST_LOAD);
  await expect(notice(page)).toHaveCount(0);
});

test('the notice on the settings page can be dismissed, and stays dismissed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewMemberOnDashboard(page, 'Europe/Berlin', 'Avery');
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'NOTIFICATIONS & STREAK' })).toBeVisible(FIRST_LOAD);
  await expect(notice(page)).toBeVisible();
  await shoot(page, 'verify-notice-settings');

  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'NOTIFICATIONS & STREAK' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('switch', { name: /^Daily action reminder/ })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
