import { expect, test } from '../../support/test';

test('a visitor finds a coach by name and opens the public profile', async ({ page }) => {
  await page.goto('/coachDirectory');
  const searchButton = page.getByRole('button', { name: 'Search' });
  await expect(searchButton).toBeDisabled();
  await page.getByLabel('Coach name').fill('marcus');
  await searchButton.click();
  const results = page.getByTestId('coach-results');
  await expect(results.getByText('Marcus Bell')).toBeVisible();
  await results.getByRole('button', { name: /Marcus Bell/ }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Marcus Bell' })).toBeVisible();
  await expect(modal.getByText('About me')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'BOOK A SESSION' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Coach name').fill('Lindqvist');
  await searchButton.click();
  await results.getByRole('button', { name: /Hannah Lindqvist/ }).click();
  await expect(page.getByRole('dialog').getByText('Sorry, this coach has no schedule available')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Coach name').fill('nobody at all');
  await searchButton.click();
  await expect(page.getByText('No coaches found')).toBeVisible();
});

test('a zip code search lists the nearest coaches first', async ({ page }) => {
  await page.goto('/coachDirectory');
  await page.getByLabel('Zip code').fill('98052');
  const request = page.waitForRequest(/GetCoachBySearchTermZipCode/);
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await request).url()).toContain('zipcode=98052&country=US');
  const cards = page.getByTestId('coach-results').getByRole('button');
  await expect(cards.first()).toContainText('Tyler Nakamura');
  await expect(cards.first()).toContainText('Seattle, WA');
  await expect(cards.nth(1)).toContainText('Portland, OR');
});
