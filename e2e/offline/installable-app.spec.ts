import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatFindings } from '../support/axe-report';
import { PageAuditor } from '../support/page-auditor';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

/** Issue 23: the app installs (manifest, icons, a service worker that controls the page) and never caches the API. */

test('the manifest names the brand, its colours and icons (maskable 192 and 512), and pages link it', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Oola — Life balance, one day at a time',
    short_name: 'Oola',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#1f3a68',
    background_color: '#101f3a',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
    expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
  }
  for (const src of [...icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
    const icon = await page.request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker installs, controls the page after a reload, and leaves the API to the network', async ({
  page,
}) => {
  await page.goto('/coachDirectory');
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  const api = page.waitForResponse((response) => response.url().includes('/api/Settings'));
  await page.evaluate(() => fetch('/api/Settings'));
  expect((await api).fromServiceWorker()).toBe(false);
});

test("Chrome finds no installability error (the check behind Lighthouse's installable-manifest audit)", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chrome never offers to install from an incognito window, which every new Playwright context is
  // ("in-incognito"); Lighthouse runs in a profile, as this context does.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const auditor = new PageAuditor(page, new URL(baseURL!).origin);
    await page.goto('/coachDirectory');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors, JSON.stringify(installabilityErrors, null, 2)).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors, JSON.stringify(manifest.errors, null, 2)).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');

    const findings = await auditor.finish(true);
    if (findings.length) throw new Error(formatFindings(findings));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
