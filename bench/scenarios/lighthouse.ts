/**
 * Web budget: Lighthouse performance ≥ 90 and accessibility ≥ 95 on the public pages
 * (mobile emulation, Lighthouse's defaults). Builds nothing: it audits a build that exists
 * (apps/web/dist, or WEB_DIST_DIR) served by the real server, in Debian's Chromium.
 *
 *   npx tsx bench/scenarios/lighthouse.ts [url] [path ...]   (no url: starts the server)
 *
 * Prints each page's scores, its metrics and the costliest performance audits; with
 * LIGHTHOUSE_REPORT_DIR set, also writes each page's full report there as JSON.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../server';

export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95 } as const;
export const DEFAULT_PATHS = ['/', '/learnMore', '/TRS', '/theOpportunity', '/contact'];

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  failedAudits: string[];
  metrics: Record<MetricId, string>;
  /** The largest contentful paint in milliseconds (the budget of the public pages, public-pages.ts). */
  lcpMs: number;
  /** Performance audits that cost something: opportunities first (by estimated saving), then diagnostics. */
  findings: string[];
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
type MetricId = keyof typeof METRICS;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function performanceFindings(lhr: Result, limit = 6): string[] {
  const audits = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !ref.group?.startsWith('metrics') && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative');
  const saving = (item: (typeof audits)[number]) =>
    (item?.metricSavings?.LCP ?? 0) + (item?.metricSavings?.FCP ?? 0) + (item?.metricSavings?.TBT ?? 0);
  return audits
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, limit)
    .map((item) => `${item!.id}${item!.displayValue ? `: ${item!.displayValue}` : ''}`);
}

export async function audit(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const runner = await lighthouse(new URL(path, baseUrl).toString(), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      const failedAudits = (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
        .map((item) => item!.id);
      results.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        failedAudits,
        metrics: Object.fromEntries(
          Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
        ) as Record<MetricId, string>,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
        findings: performanceFindings(lhr),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const [given, ...paths] = process.argv.slice(2);
  const server = given ? null : await startServer();
  try {
    const results = await audit(given ?? server!.url, paths.length ? paths : DEFAULT_PATHS);
    let met = true;
    for (const result of results) {
      const ok =
        result.performance >= LIGHTHOUSE_BUDGET.performance && result.accessibility >= LIGHTHOUSE_BUDGET.accessibility;
      met &&= ok;
      const failed = result.failedAudits.length ? `  (accessibility: ${result.failedAudits.join(', ')})` : '';
      console.log(
        `  ${result.path.padEnd(18)} performance ${result.performance}   accessibility ${result.accessibility}   ${ok ? 'met' : 'NOT MET'}${failed}`,
      );
      const metrics = Object.entries(METRICS).map(([id, label]) => `${label} ${result.metrics[id as MetricId]}`);
      console.log(`    ${metrics.join('   ')}`);
      for (const finding of result.findings) console.log(`    - ${finding}`);
    }
    console.log(`Lighthouse budget (performance ≥ 90, accessibility ≥ 95): ${met ? 'met' : 'NOT MET'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
