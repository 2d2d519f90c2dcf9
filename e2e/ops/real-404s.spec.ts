import { expect, test } from '../support/test';

const NOT_FOUND_HEADING = "Sorry, this page doesn't exist!";

test('an unknown path answers 404 and shows the not-found page', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GO BACK' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`not-found-${width}.png`), fullPage: true });
  }
});

test('pages of the route table answer 200, whatever the letter case', async ({ page }) => {
  for (const path of ['/learnmore', '/coachDirectory', '/FreeTest']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
  }
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
});

test("an ambassador's alias answers 200 and opens their personal site", async ({ page }) => {
  const response = await page.goto('/janedoe');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/myoola\/janedoe$/);
});

test('unknown files and API calls are plain 404s, never the app', async ({ request }) => {
  for (const path of ['/api/NoSuchCall', '/assets/no-such-chunk.js', '/media/images/no-such-picture.png']) {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    expect(await response.text()).not.toContain('<div id="root">');
  }
});
