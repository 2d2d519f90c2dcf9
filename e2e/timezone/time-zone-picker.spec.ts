import type { Page } from '@playwright/test';
import { openMyAccount } from '../support/account';
import { serverNow } from '../support/server-clock';
import { SESSION_KEY } from '../support/session';
import { expect, test } from '../support/test';
import { zoneName } from '../support/zone-names';

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'America/New_York' });

/** First loads of a page (several calls on the embedded database) get longer on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

/** Accepts the next window.alert and answers its text. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function signUp(page: Page, firstName: string): Promise<void> {
  await page.goto('/enroll');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}.${Date.now()}@example.com`);
  await page.getByLabel('Cell phone').fill('555-123-4567');
  await page.getByRole('textbox', { name: 'Password' }).fill('a-long-password');
  await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/customizeQuestions$/, FIRST_LOAD);
}

test("a new member in New York has the browser's zone, named, and the picker finds zones as people name them", async ({
  page,
}) => {
  const now = await serverNow(page.request);
  const newYork = zoneName('New York', 'Eastern Time', 'America/New_York', now);
  const losAngeles = zoneName('Los Angeles', 'Pacific Time', 'America/Los_Angeles', now);

  await signUp(page, 'Nadia');
  const session = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
  expect(session).toMatchObject({ timeZone: 'America/New_York' });

  await openMyAccount(page);
  const profile = page.getByRole('region', { name: 'PROFILE' });
  await expect(profile).toContainText(newYork, FIRST_LOAD);
  await expect(profile).not.toContainText('America/New_York');

  await profile.getByRole('button', { name: 'CHANGE TIME ZONE' }).click();
  const dialog = page.getByRole('dialog', { name: 'SELECT YOUR TIME ZONE' });
  const input = dialog.getByRole('combobox', { name: 'Time zone' });
  await expect(input).toHaveValue(newYork, FIRST_LOAD);

  await input.fill('New York');
  await expect(page.getByRole('option', { name: newYork, exact: true })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`time-zone-picker-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await input.fill('Los Angeles');
  await expect(page.getByRole('option', { name: losAngeles, exact: true })).toBeVisible();
  await input.fill('Pacific');
  await expect(page.getByRole('option').first()).toHaveText(losAngeles);
  await page.getByRole('option', { name: losAngeles, exact: true }).click();
  await expect(dialog.getByTestId('time-zone-current-time')).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);

  const updated = nextAlert(page);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  expect(await updated).toBe('Time zone updated!');
  await page.waitForLoadState('load');
  await expect(page.getByRole('region', { name: 'PROFILE' })).toContainText(losAngeles, FIRST_LOAD);
});
