// eslint-disable-next-line no-restricted-imports -- the shared fixture audits every page and would fail this test on purpose
import { test as base, expect } from '@playwright/test';
import { PageAuditor } from './page-auditor';
import { serverURL } from './servers';

/** The auditor itself, on a page of the app's origin whose document the test writes (no shared fixture: it would fail on purpose). */
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
});

const DOCUMENT = `<!doctype html><html lang="en"><head><title>Audit check</title></head><body><main>
  <p style="color: #c8c8c8; background: #ffffff">Words too pale to read</p>
  <img src="/icons/icon-192.png" width="48" height="48">
</main></body></html>`;

test('the audit reports WCAG violations in full, and no best-practice rule', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.route(`${origin}/audit-check`, (route) => route.fulfill({ contentType: 'text/html', body: DOCUMENT }));
  const auditor = new PageAuditor(page, origin);
  await page.goto('/audit-check');
  const findings = await auditor.finish(true);

  const rules = [...new Set(findings.map((finding) => finding.violation.id))].sort();
  expect(rules).toEqual(['color-contrast', 'image-alt']);
  const contrast = findings.find((finding) => finding.violation.id === 'color-contrast')!;
  expect(contrast.violation.nodes.map((node) => node.html)).toEqual([
    '<p style="color: #c8c8c8; background: #ffffff">Words too pale to read</p>',
  ]);
  expect(contrast.url).toBe(`${origin}/audit-check`);
});
