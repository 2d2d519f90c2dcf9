/**
 * Web budgets (docs/architecture.md) for every public page: at most 200 KB of gzipped JavaScript
 * (home-page-weight.ts counts it) and a largest contentful paint of at most 2.5 s in Lighthouse's
 * mobile run (lighthouse.ts). Builds nothing: it measures the build that exists (apps/web/dist, or
 * WEB_DIST_DIR), served by the real server. Run by `npm run bench` (alone: `npm run bench -- public-pages`,
 * or `npx tsx bench/scenarios/public-pages.ts [url] [path ...]`).
 */
import { PUBLIC_PAGES } from '../../e2e/support/public-pages';
import { startServer } from '../server';
import { HOME_PAGE_JS_BUDGET_BYTES, measurePageWeight } from './home-page-weight';
import { audit } from './lighthouse';

export const PUBLIC_PAGES_SCENARIO = 'public-pages';

export const LCP_BUDGET_MS = 2500;

export async function publicPagesBudget(baseUrl?: string, paths = PUBLIC_PAGES): Promise<boolean> {
  const server = baseUrl ? null : await startServer();
  const url = baseUrl ?? server!.url;
  try {
    console.log(`\nPublic pages: JavaScript ≤ 200 KB gzipped, LCP ≤ ${LCP_BUDGET_MS / 1000} s (Lighthouse, mobile):`);
    let met = true;
    for (const path of paths) {
      const weight = await measurePageWeight(url, path);
      const [lighthouse] = await audit(url, [path]);
      const lcpMs = lighthouse!.lcpMs;
      const ok = weight.totalGzipBytes <= HOME_PAGE_JS_BUDGET_BYTES && lcpMs <= LCP_BUDGET_MS;
      met &&= ok;
      const kb = `${(weight.totalGzipBytes / 1024).toFixed(1)} KB`.padStart(9);
      const { metrics } = lighthouse!;
      console.log(
        `  ${path.padEnd(26)} JS ${kb} in ${String(weight.scripts.length).padStart(2)} scripts   LCP ${metrics['largest-contentful-paint'].padStart(6)}   TBT ${metrics['total-blocking-time'].padStart(7)}   performance ${lighthouse!.performance}   ${ok ? 'met' : 'NOT MET'}`,
      );
    }
    console.log(`Public pages' budget: ${met ? 'met' : 'NOT MET'}`);
    return met;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [given, ...paths] = process.argv.slice(2);
  process.exitCode = (await publicPagesBudget(given, paths.length ? paths : PUBLIC_PAGES)) ? 0 : 1;
}
