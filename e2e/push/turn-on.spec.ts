import { signInFreshMember } from '../support/account';
import { DEMO_PASSWORD } from '../support/session';
import { expect, test } from '../support/test';
import { controlledByServiceWorker } from './push-devtools';
import { permissionAsked, useStandInPushManager } from './stand-in-subscription';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 32: "Turn on notifications on this device" asks the browser only on its click; My account lists the
 * device with Remove; signing out on this device removes it on the server and unsubscribes the browser. It needs
 * the push routes of apps/server/src/features/push (GET /api/push/key, POST and GET /api/push/subscriptions).
 */
test('a member turns notifications on from the settings page, sees the device in My account, and signing out removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await useStandInPushManager(page, `${baseURL}/e2e-push-receiver`);
  const { email } = await signInFreshMember(page, 'Indigo');
  await page.goto('/settings/notifications');
  await controlledByServiceWorker(page);

  const card = page.getByRole('region', { name: 'NOTIFICATIONS ON THIS DEVICE' });
  const turnOn = card.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(turnOn).toBeVisible({ timeout: 30_000 });
  expect(await permissionAsked(page)).toBe(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: test.info().outputPath(`card-off-${width}.png`) });
  }

  await turnOn.click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('Notifications are on for this device');
  expect(await permissionAsked(page)).toBe(1);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: test.info().outputPath(`card-on-${width}.png`) });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account');
  const devices = page.getByRole('list', { name: 'Devices with notifications' });
  const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisDevice).toHaveCount(1, { timeout: 30_000 });
  await expect(thisDevice.getByRole('button', { name: /^Remove / })).toBeEnabled();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: 'DEVICES WITH NOTIFICATIONS' }).screenshot({
      path: test.info().outputPath(`devices-${width}.png`),
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('e2e.unsubscribed'))).toBe('yes');
  const again = await page.request.post('/api/Login', {
    data: { userId: email, password: DEMO_PASSWORD, loginType: 3 },
  });
  const { token } = (await again.json()) as { token: string };
  const listed = await page.request.get('/api/push/subscriptions', { headers: { authorization: `Bearer ${token}` } });
  expect(await listed.json()).toEqual([]);
});
