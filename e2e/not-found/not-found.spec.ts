import { expect, test } from '../support/test';

test('an unknown path shows the not-found page with GO BACK', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeVisible();
  await page.getByRole('link', { name: 'GO BACK' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown single segment that is not an alias shows the not-found page', async ({ page }) => {
  await page.goto('/nobody-by-this-name');
  await expect(page.getByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeVisible();
});

test("an ambassador's alias goes to their personal site", async ({ page }) => {
  await page.goto('/janedoe');
  await expect(page).toHaveURL(/\/myoola\/janedoe$/);
});
