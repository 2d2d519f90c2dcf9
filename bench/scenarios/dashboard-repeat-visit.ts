/**
 * Installable app (issue 23, decision 076): a repeat visit to /dashboard with the service worker
 * loads no script from the network: every script comes from the precache. Builds nothing: it measures
 * a build that exists (apps/web/dist, or WEB_DIST_DIR), served by the real server, in Debian's
 * Chromium, signed in as demo member 1005.
 *
 *   npx tsx bench/scenarios/dashboard-repeat-visit.ts [url]   (no url: starts the server)
 *
 * The first visit installs the service worker (and waits for it to be active); the second opens
 * /dashboard in a new page of the same browser profile and counts the scripts it loaded, by where
 * each answer came from, and the time until every section of the first screen is filled.
 */
import { chromium, type Response } from '@playwright/test';
import { startServer } from '../server';
import { DASHBOARD_SECTIONS } from './dashboard-first-screen';

const MEMBER = 1005;
const SESSION_KEY = 'oola.session';

async function signIn(baseUrl: string): Promise<unknown> {
  const response = await fetch(new URL('/api/Login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: String(MEMBER), password: 'demo-pass-1', loginType: 2 }),
  });
  if (!response.ok) throw new Error(`sign-in as ${MEMBER} failed: ${response.status}`);
  return response.json();
}

function sectionsFilled(sections: string[]): number | false {
  const all = sections.every((id) => document.querySelector(`[data-testid="${id}"]`));
  if (!all || document.querySelector('.mantine-Skeleton-root[data-visible]')) return false;
  return performance.now();
}

export interface RepeatVisit {
  scripts: number;
  fromNetwork: string[];
  completeMs: number;
}

export async function measureRepeatVisit(baseUrl: string): Promise<RepeatVisit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
    const session = await signIn(baseUrl);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    const first = await context.newPage();
    await first.goto('/dashboard');
    await first.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await first.close();

    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const handle = await page.waitForFunction(sectionsFilled, DASHBOARD_SECTIONS, { polling: 'raf', timeout: 30_000 });
    const completeMs = (await handle.jsonValue()) as number;
    const fromNetwork = scripts
      .filter((response) => !response.fromServiceWorker())
      .map((response) => new URL(response.url()).pathname);
    await context.close();
    return { scripts: scripts.length, fromNetwork, completeMs };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startServer();
  try {
    const visit = await measureRepeatVisit(given ?? server!.url);
    for (const path of visit.fromNetwork) console.log(`  from the network: ${path}`);
    const met = visit.fromNetwork.length === 0 && visit.scripts > 0;
    console.log(
      `dashboard repeat visit (${MEMBER}, service worker): ${visit.scripts} scripts, ` +
        `${visit.scripts - visit.fromNetwork.length} from the service worker, ${visit.fromNetwork.length} from the network; ` +
        `first screen filled at ${visit.completeMs.toFixed(0)} ms — ${met ? 'met' : 'NOT MET'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
