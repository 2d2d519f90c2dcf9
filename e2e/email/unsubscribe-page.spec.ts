import { expect, test } from '../support/test';

test('an unsubscribe link opens on the public site, with its header, footer and the notification settings', async ({
  page,
}) => {
  // A link no message ever carried: the page says so at once, on the site, with the way to the settings.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/Account/Unsubscribe?token=1005.daily-reminder.not-our-signature');
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Oola home' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'NOTIFICATION SETTINGS' })).toHaveAttribute(
    'href',
    '/settings/notifications',
  );
  await page.screenshot({ path: test.info().outputPath('unsubscribe-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('unsubscribe-375.png'), fullPage: true });
});
