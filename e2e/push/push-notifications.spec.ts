import type { Page } from '@playwright/test';
import { signInFreshMember } from '../support/account';
import { expect, test } from '../support/test';
import {
  bellEntryFor,
  clickShownNotification,
  controlledByServiceWorker,
  deliverPush,
  shownNotifications,
} from './push-devtools';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** Issue 32: the bell and the push are one notification; the service worker shows a push and opens its page. */

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
});

async function bellEntries(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('oola.session') ?? '{}') as { token?: string }).token,
  );
  const listed = await page.request.get('/api/Notification/GetNotification', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await listed.json()) as { id: number; readAt: string | null }[];
}

test("a push shows its title and body with the app's icon; its click opens its page, which marks the bell's entry read", async ({
  page,
  context,
}) => {
  const { userId } = await signInFreshMember(page, 'Juno');
  await page.goto('/settings/notifications');
  await controlledByServiceWorker(page);
  const entry = await bellEntryFor(page, userId, 'Your coach wrote', 'See you Thursday!');

  await deliverPush(page, {
    title: 'Your coach wrote',
    body: 'See you Thursday!',
    url: '/account',
    tag: `coach-message:${entry}`,
    notificationId: entry,
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Your coach wrote',
        body: 'See you Thursday!',
        tag: `coach-message:${entry}`,
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
        data: { url: '/account', notificationId: entry },
      },
    ]);

  await clickShownNotification(context);
  // The tab moved to the push's page, which marked the entry read and took its id out of the address.
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect
    .poll(async () => (await bellEntries(page)).find((item) => item.id === entry)?.readAt ?? null)
    .not.toBeNull();
  expect(await shownNotifications(page)).toEqual([]);
});

test('an entry read in the bell closes its notification on this device', async ({ page }) => {
  const { userId } = await signInFreshMember(page, 'Wren');
  await page.goto('/settings/notifications');
  await controlledByServiceWorker(page);
  const entry = await bellEntryFor(page, userId, 'Time to track', 'How did today go?');
  await deliverPush(page, {
    title: 'Time to track',
    body: 'How did today go?',
    url: '/dashboard',
    notificationId: entry,
  });
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);

  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Time to track' })).toBeVisible();
  await expect
    .poll(async () => (await bellEntries(page)).find((item) => item.id === entry)?.readAt ?? null)
    .not.toBeNull();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
