import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

/** Signs in through the login modal on /login, by phone or by customer id (or email in the Customer Id tab). */
export async function signInThroughModal(page: Page, identifier: string, tab: 'Phone Number' | 'Customer Id') {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  await dialog.getByPlaceholder(tab === 'Phone Number' ? 'Cell Phone Number' : 'Customer Id').fill(identifier);
  await dialog.getByPlaceholder('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: "LET'S GO!" }).click();
}

/** Signs in through the API and stores the session the way the client does: fastest for tests that start signed in. */
export async function signInAs(page: Page, customerId: number) {
  const response = await page.request.post('/api/Login', {
    data: { userId: String(customerId), password: DEMO_PASSWORD, loginType: 2 },
  });
  expect(response.ok()).toBeTruthy();
  const session = await response.json();
  await page.goto('/home');
  await page.evaluate((value) => localStorage.setItem('oola.session', JSON.stringify(value)), session);
  return session as { token: string; userId: number };
}
