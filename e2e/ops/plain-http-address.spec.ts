import { expect, test } from '../support/test';
import { serverURL } from '../support/servers';

/**
 * Issue 30: `npm start` prints http://<the machine's address>:3000, a plain-HTTP origin that is not localhost.
 * Chromium opens the worker's server as http://portal.test:<port>, a name it resolves to loopback: to the browser
 * that is exactly such an origin (not secure, not localhost), with no traffic leaving 127.0.0.0/8.
 */
const HOST = 'portal.test';

test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] }),
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex).replace('localhost', HOST)),
});

test('the app renders at a plain-HTTP address other than localhost, and its CSP reports nothing', async ({ page }) => {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Prefetches the page itself drops when the test moves to the next page.
    if (error !== 'net::ERR_ABORTED') failures.push(`${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );

  const home = await page.goto('/');
  expect(new URL(page.url()).origin).toBe(serverURL(test.info().parallelIndex).replace('localhost', HOST));
  expect(home?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(home?.headers()['strict-transport-security']).toBeUndefined();
  // The prerendered copy shows without scripts; its button scrolls only once the app runs.
  await page.getByRole('button', { name: 'START TODAY' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // A page the app draws from the splash, whose form checks the address with a zod schema (no eval probe).
  await page.goto('/forgotPassword');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'SEND ME A RESET LINK' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();

  expect(failures).toEqual([]);
  expect(violations).toEqual([]);
});
