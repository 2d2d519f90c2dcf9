import type { Page } from '@playwright/test';
import { enrolNewMember } from './journey';
import { DEMO_PASSWORD, SESSION_KEY } from './session';
import { expect, test } from './test';

/** A member signed up for this run (never a demo account: these specs change passwords and addresses), signed in. */
export async function signInFreshMember(page: Page, firstName: string): Promise<{ email: string; userId: number }> {
  const email = await enrolNewMember(page, firstName);
  const response = await page.request.post('/api/Login', {
    data: { userId: email, password: DEMO_PASSWORD, loginType: 3 },
  });
  expect(response.ok()).toBeTruthy();
  const session = (await response.json()) as { userId: number };
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [
    SESSION_KEY,
    session,
  ] as const);
  return { email, userId: session.userId };
}

/** Opens My account the way a person does: the wide bar's account menu. */
export async function openMyAccount(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/notifications');
  const menu = page.getByRole('banner').getByRole('button', { name: 'My account' });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await menu.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Profile & sign-in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeVisible({ timeout: 30_000 });
}

/** Full-page screenshots at 1280 and 375 px wide, back at 1280 after. */
export async function accountScreenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
