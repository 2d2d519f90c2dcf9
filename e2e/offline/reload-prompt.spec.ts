import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_WORKERS, serverPort, serverURL } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * Issue 23: a service worker from an older build never serves a newer build's code silently. The spec serves
 * a copy of the built app from its own server (the first port after the workers' servers), lets the worker
 * install, then changes the copy as a new build would (a page's content, and its precache revision in sw.js).
 * The new worker waits; the open page keeps running the old code until the member presses Reload.
 */

const PORT = serverPort(E2E_WORKERS);
const MARK = '<!-- the next build -->';
let webCopy: string;
let server: ChildProcess;

test.use({ serviceWorkers: 'allow', baseURL: serverURL(E2E_WORKERS) });

async function healthy(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  // As long as playwright.config.ts gives the workers' servers to start.
  test.setTimeout(120_000);
  webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-web-'));
  fs.cpSync(path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist'), webCopy, { recursive: true });
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['e2e/support/start-server.ts'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', E2E_WEB_DIST: webCopy },
    stdio: 'inherit',
    detached: true,
  });
  await healthy(`${serverURL(E2E_WORKERS)}/api/health`, Date.now() + 110_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(webCopy, { recursive: true, force: true });
});

/** What a new build changes: index.html's content, and its revision in the worker's precache list. */
function publishNextBuild(): string {
  const page = path.join(webCopy, 'index.html');
  const html = fs.readFileSync(page, 'utf8').replace('</body>', `${MARK}</body>`);
  fs.writeFileSync(page, html);
  for (const compressed of ['index.html.gz', 'index.html.br'])
    fs.rmSync(path.join(webCopy, compressed), { force: true });
  const revision = createHash('md5').update(html).digest('hex');
  const worker = path.join(webCopy, 'sw.js');
  const script = fs.readFileSync(worker, 'utf8');
  // The precache list as injectManifest writes it into the worker (decision 108).
  const next = script.replace(/"revision":"[0-9a-f]+"(,"url":"index\.html")/, `"revision":"${revision}"$1`);
  expect(next).not.toBe(script);
  fs.writeFileSync(worker, next);
  return revision;
}

/** The revisions of index.html in the worker's precache. */
function precachedIndexRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/index.html') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return revisions;
  });
}

test('a new build waits for the member: the open page keeps its code until Reload, then the new worker serves it', async ({
  page,
}) => {
  await page.goto('/coachDirectory');
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  const firstRevisions = await precachedIndexRevisions(page);
  expect(firstRevisions).toHaveLength(1);

  const revision = publishNextBuild();
  await page.evaluate(() => {
    (window as { openedBeforeTheUpdate?: boolean }).openedBeforeTheUpdate = true;
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const notice = page.getByRole('alert').filter({ hasText: 'New version' });
  await expect(notice).toContainText('A new version of Oola is ready.');
  // The new worker waits: the page is still the one opened before, under the old worker, and it still works.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting?.state,
      controlledByActive: navigator.serviceWorker.controller === registration?.active,
      samePage: (window as { openedBeforeTheUpdate?: boolean }).openedBeforeTheUpdate === true,
    };
  });
  expect(state).toEqual({ waiting: 'installed', controlledByActive: true, samePage: true });
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('new-version-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('new-version-375.png') });

  await notice.getByRole('button', { name: 'Reload' }).click();
  // The page reloads under the poll: a read that the navigation interrupts counts as not reloaded yet.
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as { openedBeforeTheUpdate?: boolean }).openedBeforeTheUpdate)
        .catch(() => 'reloading'),
    )
    .toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller?.state };
  });
  expect(after).toEqual({ waiting: null, controlled: 'activated' });
  expect(await precachedIndexRevisions(page)).toEqual([revision]);
  // A page of the app that is not prerendered now comes from the new build's precache.
  const fallback = await page.evaluate(async () => (await caches.match('/index.html', { ignoreSearch: true }))?.text());
  expect(fallback).toContain(MARK);
  await expect(page.getByRole('alert').filter({ hasText: 'New version' })).toHaveCount(0);
});
