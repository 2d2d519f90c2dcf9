/**
 * Web budget (docs/architecture.md): the public home page loads at most 200 KB of gzipped JavaScript.
 * Builds nothing: it measures a build that exists (apps/web/dist, or WEB_DIST_DIR), served
 * by the real server, in Debian's Chromium. Every script the page requests until the app has drawn it
 * and no script has come for 2 s (without scrolling) is counted at its gzip -9 size.
 *
 *   npx tsx bench/scenarios/home-page-weight.ts [url]   (no url: starts the server)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startServer } from '../server';

export const HOME_PAGE_JS_BUDGET_BYTES = 200 * 1024;
const SCRIPT_QUIET_MS = 2000;

export interface PageWeight {
  path: string;
  scripts: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export async function measurePageWeight(baseUrl: string, path = '/'): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
    let lastScript = Date.now();
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScript = Date.now();
      pending.push(
        response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    };
    page.on('response', onResponse);
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    // The app starts after the first paint and loads the page's lazy parts then: wait until it has drawn the
    // page (the prerendered copy's click shield is gone, the layout's header is there) and no script came for 2 s.
    await page.waitForFunction(
      () => !document.querySelector('#root > div[style*="2147483647"]') && document.querySelector('#root header'),
    );
    while (Date.now() - lastScript < SCRIPT_QUIET_MS) await page.waitForTimeout(250);
    page.off('response', onResponse);
    const scripts = await Promise.all(pending);
    return { path, scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startServer();
  try {
    const weight = await measurePageWeight(given ?? server!.url, '/');
    for (const script of weight.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(script.url).pathname}`);
    }
    const kb = (weight.totalGzipBytes / 1024).toFixed(1);
    const met = weight.totalGzipBytes <= HOME_PAGE_JS_BUDGET_BYTES;
    console.log(`home page JavaScript: ${kb} KB gzipped — budget 200 KB ${met ? 'met' : 'NOT MET'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
