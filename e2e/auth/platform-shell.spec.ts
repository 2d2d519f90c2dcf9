import { expect, test } from '../support/test';
import { SESSION_KEY, signInAs, storedSession } from '../support/session';

test('a shop customer token signs the member in and lands on the page of their step', async ({ page }) => {
  await page.goto('/Shopify/ShopifyLogin/demo-shop-token');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  const session = await storedSession(page);
  expect(session?.userId).toBe(1009);
});

test('an unknown shop token shows the message and the shop sign-in form', async ({ page }) => {
  await page.goto('/Shopify/ShopifyLogin/no-such-token');
  await expect(page.getByRole('alert')).toHaveText(
    'This shop sign-in link is not valid any more. Please sign in below.',
  );
  await expect(page.getByRole('tab', { name: 'Phone Number' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email' })).toBeVisible();
});

test('a private page without a session goes to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/steps', '/customizeQuestions']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('dialog').getByRole('button', { name: "LET'S GO!" })).toBeVisible();
});

test('a private page without a session sends a shop-origin visitor to the shop free test', async ({ page }) => {
  await page.goto('/Shopify/ShopifyLogin/demo-shop-token');
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  // The session expires (or is cleared) while no page of the app is open; the browser still knows the visitor
  // came from the shop. (Cleared under an open page, the page's step read could still be writing it back.)
  await page.goto('/favicon.svg');
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/Shopify\/FreeTestShopify$/);
});

test('offline, a banner covers the page and scrolling is locked', async ({ page, context }) => {
  await page.goto('/home');
  await context.setOffline(true);
  await expect(page.getByText("We have detected you don't have internet connection.")).toBeVisible();
  await expect(page.getByText('Trying to reconnect...')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await context.setOffline(false);
  await expect(page.getByText("We have detected you don't have internet connection.")).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a 401 signs the member out and goes to /login', async ({ page }) => {
  const session = await signInAs(page, 1005);
  const logout = await page.request.post('/api/Logout', { headers: { authorization: `Bearer ${session.token}` } });
  expect(logout.status()).toBe(204);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog').getByRole('button', { name: "LET'S GO!" })).toBeVisible();
  await expect.poll(() => storedSession(page)).toBeNull();
});
