import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

/** First loads of a page (several calls on the embedded database) get longer on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const PEOPLE = [
  { who: 'member', id: 1005 },
  { who: 'coach', id: 2001 },
  { who: 'staff', id: 9001 },
];

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const { who, id } of PEOPLE) {
  test(`the ${who}'s account pages: the bar's My account menu and the phone drawer's My account group say the same`, async ({
    page,
  }) => {
    await signInAs(page, id);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/settings/notifications');
    const account = page.getByRole('banner').getByRole('button', { name: 'My account' });
    await expect(account).toBeVisible(FIRST_LOAD);
    await shot(page, `${who}-1280-closed`);

    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('My account')).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile & sign-in', 'Payments & sessions', 'Settings']);
    await shot(page, `${who}-1280-open`);
    await menu.getByRole('menuitem', { name: 'Payments & sessions' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PAYMENTS & SESSIONS' })).toBeVisible(FIRST_LOAD);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(account).toBeHidden();
    await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, FIRST_LOAD);
    await shot(page, `${who}-375-closed`);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Main menu' });
    await expect(drawer.getByText('My account')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'PAYMENTS & SESSIONS' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 }); // slid in: no half-drawn drawer
    await shot(page, `${who}-375-open`);
    await drawer.getByRole('button', { name: 'SETTINGS' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}
