import type { Page, Response } from '@playwright/test';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 30: a path the app does not know is a 404, also once the service worker is installed (decision 086): its
 * navigation goes to the server, whose 404 reaches the browser with the not-found page, while the app's own pages
 * still open from the cached shell offline. Neither the not-found page nor a coach's coaching room makes a call
 * that fails.
 */

const NOT_FOUND_HEADING = "Sorry, this page doesn't exist!";
const COACH = 2001;
const CLIENT = 1005;

/** Every answer of 400 or more the page receives, but the documents `expected` names (the 404 pages themselves). */
function failedCalls(page: Page, expected: (response: Response) => boolean): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected(response)) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

async function installServiceWorker(page: Page): Promise<void> {
  await page.goto('/coachDirectory');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('with the service worker installed, an unknown path answers 404 with the not-found page; offline the app still opens', async ({
  page,
  context,
}, testInfo) => {
  const failed = failedCalls(page, (response) => response.request().resourceType() === 'document');
  await installServiceWorker(page);

  for (const path of ['/dashboard/nope/deeper', '/coachingRoom', '/nobody-by-this-name']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`not-found-${width}.png`), fullPage: true });
  }
  // An ambassador's alias is not one of the app's pages either: the server sends it to their site.
  await page.goto('/janedoe');
  await expect(page).toHaveURL(/\/myoola\/janedoe$/);
  expect(failed).toEqual([]);

  // Offline, a page of the app that is not prerendered opens from the cached shell.
  await context.setOffline(true);
  const offline = await page.goto('/stressAssessment');
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByText("We have detected you don't have internet connection.")).toBeVisible();
  await context.setOffline(false);
});

test("a coach's coaching room with no meeting open makes no failing call", async ({ page }) => {
  const failed = failedCalls(page, () => false);
  await signInAs(page, COACH);
  await page.goto(`/coachingRoom/${CLIENT}`);
  await expect(page.getByRole('heading', { name: 'Emery Foster' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'COMPLETE SESSION' })).toBeDisabled();
  await expect.poll(() => failed).toEqual([]);
  expect(failed).toEqual([]);
});
