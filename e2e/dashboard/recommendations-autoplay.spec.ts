import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

/**
 * Where the carousel's track is: Embla moves it with a transform as it slides. Before Embla first sets it the
 * transform is `none`, the same place as its first `matrix(1, 0, 0, 1, 0, 0)`: both read as 0.
 */
const offset = (track: Locator) =>
  track.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);

test('My Recommendations slides on its own only while it is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInAs(page, 1005);
  await page.goto('/dashboard');
  const section = page.getByTestId('my-recommendations');
  const track = section.locator('.mantine-Carousel-container').first();
  await expect(track).toBeAttached({ timeout: 20_000 });
  expect(await section.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);

  // Below the fold: two autoplay delays (3 s each) go by without a slide.
  const still = await offset(track);
  await page.waitForTimeout(7_000);
  expect(await offset(track)).toBe(still);

  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => offset(track), { timeout: 10_000 }).not.toBe(still);
});
