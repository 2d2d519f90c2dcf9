import type { Page } from '@playwright/test';
import { htmlErrors } from '../support/html/validate';
import { PUBLIC_PAGES } from '../support/public-pages';
import { expect, test } from '../support/test';

// The public pages only read: the two tests may run on any worker at once (decision 082).
test.describe.configure({ mode: 'parallel' });

/** The app has drawn the page over the prerendered copy (whose click shield it removes) or the splash, and loaded its data. */
async function appDrawn(page: Page) {
  await expect(page.locator('#root > div[style*="2147483647"]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test('every public page is valid HTML as the server sends it (prerendered or the splash)', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect({ path, errors: await htmlErrors(await response.text()) }).toEqual({ path, errors: [] });
  }
});

test('every public page is valid HTML once the app has drawn it', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await appDrawn(page);
    const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
    expect({ path, errors: await htmlErrors(html) }).toEqual({ path, errors: [] });
  }
});
