import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { formatFindings } from './axe-report';
import { PageAuditor, type Finding } from './page-auditor';
import { POSTGRES_PROJECT, serverURL } from './servers';

/** Paths a page left before they rendered, listed on the test (redirects, pages the test hurried past). */
const UNANALYSED = 'axe: left before it rendered';

/**
 * Playwright's test, on the worker's own server (see servers.ts), with every page of the app it visits checked by axe against WCAG 2.2 AA (see
 * PageAuditor): the pages of the test's context and of the contexts the test opens itself.
 * Violations fail the test.
 */
export const test = base.extend<{ accessibilityAudit: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use, testInfo) =>
    use(serverURL(testInfo.parallelIndex, testInfo.project.name === POSTGRES_PROJECT ? 'postgres' : 'pglite')),
  accessibilityAudit: [
    async ({ browser, context, baseURL }, use, testInfo) => {
      if (!baseURL) throw new Error('The accessibility audit needs the baseURL of the app');
      const origin = new URL(baseURL).origin;
      const auditors: PageAuditor[] = [];
      const watch = (watched: BrowserContext) => {
        const audit = (page: Page) => auditors.push(new PageAuditor(page, origin));
        watched.pages().forEach(audit);
        watched.on('page', audit);
      };
      watch(context);
      browser.on('context', watch);
      await use();
      browser.off('context', watch);
      const finalState = testInfo.status === testInfo.expectedStatus;
      const findings: Finding[] = [];
      for (const auditor of auditors) findings.push(...(await auditor.finish(finalState)));
      const unanalysed = auditors.flatMap((auditor) => auditor.unanalysedPaths());
      if (unanalysed.length) testInfo.annotations.push({ type: UNANALYSED, description: unanalysed.join(', ') });
      if (findings.length) throw new Error(formatFindings(findings));
    },
    { auto: true },
  ],
});

export { expect };
