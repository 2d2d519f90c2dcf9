import { PAYMENT_MESSAGES } from '@oola/domain';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

const FIRST_LOAD = { timeout: 30_000 };
const expiry = `12/${String(new Date().getUTCFullYear() + 3).slice(-2)}`;

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

// 1005 has coach 2001 and no card on file in the demo data. The coach's rate is read from the listing:
// the coach-profile spec may have changed it earlier in the run.
test('1005 buys 3 sessions: declined with 4000 0000 0000 0002, then pays with a good card', async ({ page }) => {
  const listing = await page.request.get('/api/Coach/GetDirectoryListingInfoPublic/2001');
  const { sessionRate } = (await listing.json()) as { sessionRate: number };
  await signInAs(page, 1005);
  await page.goto('/billing');
  const remaining = page.getByTestId('sessions-remaining');
  await expect(remaining).toHaveText(/^\d+$/, FIRST_LOAD);
  const before = Number(await remaining.textContent());

  await page.getByRole('button', { name: 'BUY SESSIONS' }).click();
  const dialog = page.getByRole('dialog', { name: 'PURCHASE SESSIONS' });
  await expect(dialog.getByText(`cost ${dollars(sessionRate)} each`)).toBeVisible();

  // Minus stops at 0, and 0 is refused with the spec's text before anything is sent.
  const fewer = dialog.getByRole('button', { name: 'One session fewer' });
  await fewer.click();
  await expect(fewer).toBeDisabled();
  await dialog.getByRole('button', { name: 'PURCHASE' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.quantityRequired)).toBeVisible();

  const more = dialog.getByRole('button', { name: 'One session more' });
  for (let i = 0; i < 3; i++) await more.click();
  await expect(dialog.getByTestId('quantity')).toHaveText('3');
  await expect(dialog.getByTestId('purchase-total')).toHaveText(dollars(sessionRate * 3));

  await dialog.getByLabel('Card number').fill('4000000000000002');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await dialog.getByLabel('Expiry (MM/YY)').fill(expiry.replace('/', ''));
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'PURCHASE' }).click();

  const declined = dialog.getByTestId('payment-declined');
  await expect(declined.getByText(PAYMENT_MESSAGES.declined)).toBeVisible();
  await expect(declined.getByText('Your card was declined.')).toBeVisible();
  await expect(declined.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
  await expect(remaining).toHaveText(String(before));
  // The card fields stay as typed, the reason under them, and the pay button (now Retry payment) below both.
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  const retry = dialog.getByRole('button', { name: 'Retry payment' });
  const top = async (locator: typeof retry) => (await locator.boundingBox())!.y;
  expect(await top(declined)).toBeGreaterThan(await top(dialog.getByLabel('CVC')));
  expect(await top(retry)).toBeGreaterThan(await top(declined));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('declined-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('declined-375.png'), fullPage: true });

  await declined.getByRole('button', { name: 'UPDATE PAYMENT' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill(expiry.replace('/', ''));
  await dialog.getByLabel('CVC').fill('424');
  await retry.click();

  await expect(dialog.getByText('Session purchase successful')).toBeVisible();
  await expect(dialog.getByText(`${dollars(sessionRate * 3)} was charged to your card.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(remaining).toHaveText(String(before + 3));
  await expect(page.getByTestId('card-on-file')).toContainText('Visa •••• 4242');
});
