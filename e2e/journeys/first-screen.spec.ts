import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/**
 * What the server sends first (issue 19, decision 055): the coach directory as a page, not the
 * splash, and a dashboard whose HTML names every script of its first screen, so the browser requests
 * them all at once instead of finding each lazy chunk after the one before it has run. Timings are
 * the bench's (bench/scenarios/dashboard-first-screen.ts), not asserted here.
 */

test('the coach directory arrives as a page: heading, search form and hint before any script runs', async ({
  page,
}) => {
  for (const path of ['/coachDirectory', '/coachdirectory?from=menu']) {
    const response = await page.request.get(path);
    expect(response.ok()).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('Find a coach</h1>');
    expect(html).toContain('Coach name');
    expect(html).toContain('Zip code');
    expect(html).toContain('Enter a name or a zip code to start.');
  }
});

test('the dashboard loads no script that its HTML did not name, and shows every section filled', async ({ page }) => {
  await signInAs(page, 1005);
  const html = await (await page.request.get('/dashboard')).text();
  const named = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/dashboard');
  for (const section of ['profile-card', 'my-progress', 'action-tracker', 'my-goals', 'oola-score', 'my-elearning']) {
    await expect(page.getByTestId(section)).toBeVisible();
  }
  await expect(page.getByTestId('my-coach-card')).toBeVisible();
  await expect(page.getByTestId('recommendation').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !named.has(script))).toEqual([]);
});
