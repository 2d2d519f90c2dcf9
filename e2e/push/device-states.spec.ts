import type { Page } from '@playwright/test';
import { signInFreshMember } from '../support/account';
import { dismissBadges } from '../support/elearning';
import { signInNewMemberOnDashboard } from '../support/new-member';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

/** Issue 32: what "Notifications on this device" says where the browser cannot or will not show them. */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function cardScreenshots(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'NOTIFICATIONS ON THIS DEVICE' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: test.info().outputPath(`card-${name}-${width}.png`) });
  }
  return card;
}

test('blocked by the browser: the card says how to allow notifications again, and offers no button', async ({
  page,
}) => {
  // Playwright can grant a permission, not deny one: the page reads a "no" given earlier, as the browser keeps it.
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await signInFreshMember(page, 'Rowan');
  await page.goto('/settings/notifications');
  const card = page.getByRole('region', { name: 'NOTIFICATIONS ON THIS DEVICE' });
  await expect(card.getByRole('status')).toContainText('Your browser blocks notifications from Oola', {
    timeout: 30_000,
  });
  await expect(card).toContainText('set Notifications to Allow, then reload this page');
  await expect(card.getByRole('button')).toHaveCount(0);
  await cardScreenshots(page, 'blocked');
});

test('a browser without web push: the card says reminders keep coming by e-mail', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await signInFreshMember(page, 'Sage');
  await page.goto('/settings/notifications');
  const card = page.getByRole('region', { name: 'NOTIFICATIONS ON THIS DEVICE' });
  await expect(card).toContainText('This browser cannot show notifications from websites', { timeout: 30_000 });
  await expect(card.getByRole('button')).toHaveCount(0);
  await cardScreenshots(page, 'unsupported');
});

test('iPhone Safari outside the installed app: the card explains Add to Home Screen first', async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: IPHONE_SAFARI, viewport: { width: 375, height: 900 } });
  const page = await phone.newPage();
  await signInFreshMember(page, 'Ivy');
  await page.goto('/settings/notifications');
  const card = page.getByRole('region', { name: 'NOTIFICATIONS ON THIS DEVICE' });
  await expect(card).toContainText('On iPhone and iPad, notifications work in the Oola app on your Home Screen', {
    timeout: 30_000,
  });
  await expect(card).toContainText('Tap Share, then Add to Home Screen');
  await expect(card.getByRole('button')).toHaveCount(0);
  await cardScreenshots(page, 'home-screen');
  await phone.close();
});

test('after the first tracked day the dashboard offers notifications once; "Not now" is final', async ({ page }) => {
  const member = await signInNewMemberOnDashboard(page, 'America/Denver', 'Fern');
  await dismissBadges(page.request, member.userId, member.token);
  const asked: string[] = [];
  await page.exposeFunction('e2eAsked', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      void (window as unknown as { e2eAsked(what: string): void }).e2eAsked('permission');
      return ask();
    };
  });
  await page.goto('/dashboard');
  const offer = page.getByRole('complementary', { name: 'Daily reminder on this device' });
  await expect(offer).toContainText('You tracked your first day.', { timeout: 30_000 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await offer.screenshot({ path: test.info().outputPath(`offer-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('offer-dashboard-1280.png') });

  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('global-steps')).toBeVisible({ timeout: 30_000 });
  await expect(offer).toHaveCount(0);
  expect(asked).toEqual([]);
});
