import type { Page } from '@playwright/test';
import { expect } from './test';

export const DEMO_PASSWORD = 'demo-pass-1';
export const SESSION_KEY = 'oola.session';

/** Signs in through the login modal on /login, by phone or by customer id (or email in the Customer Id tab). */
export async function signInThroughModal(
  page: Page,
  identifier: string,
  tab: 'Phone Number' | 'Customer Id',
  password = DEMO_PASSWORD,
) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  await dialog.getByPlaceholder(tab === 'Phone Number' ? 'Cell Phone Number' : 'Customer Id').fill(identifier);
  await dialog.getByPlaceholder('Password').fill(password);
  await dialog.getByRole('button', { name: "LET'S GO!" }).click();
}

/** Signs in through the API and stores the session the way the client does: fastest for tests that start signed in. */
export async function signInAs(page: Page, customerId: number) {
  const response = await page.request.post('/api/Login', {
    data: { userId: String(customerId), password: DEMO_PASSWORD, loginType: 2 },
  });
  expect(response.ok()).toBeTruthy();
  const session = await response.json();
  // Set it outside the app, so that no call running in the page writes another session back.
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [SESSION_KEY, session]);
  return session as { token: string; userId: number };
}

/** The session the client keeps, or null when signed out. */
export async function storedSession(page: Page): Promise<{ token: string; userId: number } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as { token: string; userId: number }) : null;
}

/**
 * Forgets the session in this browser (as a new visitor). It leaves the app first: a call still
 * running in the page could otherwise write the session back.
 */
export async function signOutLocally(page: Page) {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
}
