import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { documentState, isSettled, NetworkActivity, type DocumentState } from './page-quiet';
import { pageSignature } from './page-signature';

/** WCAG 2.2 level AA, with the A and AA rules of the earlier versions it includes. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const POLL_MS = 200;
/** At the end of a test, how long to wait for the page to settle before analysing it as it is. */
const FINAL_SETTLE_MS = 15_000;
const FINAL_ATTEMPTS = 3;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type Violation = AxeResults['violations'][number];

export interface Finding {
  url: string;
  violation: Violation;
}

/** A state of a page, known by its signature, and how to tell that the page still shows it. */
interface KnownState {
  signature: string;
  navigation: number;
  mutations: number;
  width: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signatures of the states axe found clean in this worker (module state: one set per worker
 * process), whatever test or page showed them. A state with violations is not kept: every test that
 * reaches it fails.
 */
const cleanStates = new Set<string>();

/**
 * Checks one page with axe: each distinct path of the app it navigates to (SPA route changes
 * included), once the path has rendered, while the test goes on; and its final state at the end.
 *
 * A settled state whose signature (page-signature.ts) this worker already found clean is not
 * analysed again, and neither is a final state the page has shown unchanged since its last check
 * (decision 079). The signature is a hash of the DOM's structure at the viewport's width: tags,
 * classes, roles, aria and data attributes, inline styles other than sizes, stylesheets, which
 * elements have text and which fields a value; not the words, ids or numbers. axe's rules read those
 * and not the words: two states with one signature get the same findings, so every state is still
 * audited once in each worker.
 */
export class PageAuditor {
  readonly findings: Finding[] = [];
  private readonly network: NetworkActivity;
  /** The app's paths the page showed; those analysed, or found not to be pages (such as JSON). */
  private readonly visitedPaths = new Set<string>();
  private readonly donePaths = new Set<string>();
  private navigations = 0;
  private finishing = false;
  /** The state last analysed or recognised: the final check is not needed while the page still shows it. */
  private lastChecked: KnownState | null = null;
  /** One axe run at a time: axe refuses to start while it runs in the same document. */
  private runs: Promise<void> = Promise.resolve();

  constructor(
    private readonly page: Page,
    private readonly appOrigin: string,
  ) {
    this.network = new NetworkActivity(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.navigated();
    });
    this.navigated();
  }

  /**
   * Waits for the checks under way, then checks the page as the test leaves it (modals included);
   * after a failed test, the page is left as it is.
   */
  async finish(finalState: boolean): Promise<Finding[]> {
    this.finishing = true;
    await this.runs;
    const path = this.page.isClosed() ? null : this.appPath();
    if (finalState && path !== null) await this.auditFinalState(path);
    return this.findings;
  }

  /** The app's paths the page left before they had rendered (redirects among them): axe never saw them. */
  unanalysedPaths(): string[] {
    return [...this.visitedPaths].filter((path) => !this.donePaths.has(path));
  }

  private appPath(): string | null {
    const url = new URL(this.page.url());
    return url.origin === this.appOrigin ? url.pathname : null;
  }

  private navigated() {
    this.navigations += 1;
    const path = this.appPath();
    if (this.finishing || path === null) return;
    this.visitedPaths.add(path);
    if (this.donePaths.has(path)) return;
    const navigation = this.navigations;
    this.runs = this.runs.then(() => this.auditVisit(path, navigation));
  }

  /**
   * Polls until the page has settled, then analyses it unless the worker knows its state. A run
   * counts only if the page neither navigated nor changed during it (the test goes on meanwhile);
   * otherwise it waits to try again.
   */
  private async auditVisit(path: string, navigation: number) {
    const here = () => this.navigations === navigation && !this.finishing && !this.page.isClosed();
    while (here() && !this.donePaths.has(path)) {
      await sleep(POLL_MS);
      const before = await this.state();
      if (before && !before.html) this.donePaths.add(path);
      if (!before?.html || !here() || !isSettled(before, this.network)) continue;
      const known = await this.identify(before);
      if (!known) continue;
      if (cleanStates.has(known.signature)) {
        this.lastChecked = known;
        this.donePaths.add(path);
        continue;
      }
      const run = await this.analyse().catch(() => null);
      const after = await this.state();
      if (run && after?.mutations === before.mutations && here()) {
        this.record(run.url, run.violations);
        this.remember(known, run.violations);
        this.donePaths.add(path);
      }
    }
  }

  /**
   * Waits (up to FINAL_SETTLE_MS) for the page to settle, then analyses it unless the worker knows
   * its state; a run the page changed during is tried again, and the last one counts if the page
   * never keeps still. A page still showing the state last checked costs one poll.
   */
  private async auditFinalState(path: string) {
    const deadline = Date.now() + FINAL_SETTLE_MS;
    let navigation = this.navigations;
    let state = await this.state();
    if (state && this.stillShowsLastChecked(state)) return;
    while (!state?.html || !isSettled(state, this.network) || this.navigations !== navigation) {
      if (state && !state.html) return;
      if (Date.now() >= deadline) break;
      navigation = this.navigations;
      await sleep(POLL_MS);
      state = await this.state();
    }
    const known = state && (await this.identify(state));
    if (known && cleanStates.has(known.signature)) {
      this.donePaths.add(path);
      return;
    }
    let latest: AxeResults | undefined;
    let failure: unknown;
    for (let attempt = 0; attempt < FINAL_ATTEMPTS; attempt++) {
      const before = await this.state();
      const run = await this.analyse().catch((error: unknown) => {
        failure = error;
        return undefined;
      });
      latest = run ?? latest;
      if (run && before && (await this.state())?.mutations === before.mutations) {
        if (known && before.mutations === known.mutations) this.remember(known, run.violations);
        break;
      }
    }
    if (!latest) throw new Error(`axe could not analyse ${this.page.url()}`, { cause: failure });
    this.record(latest.url, latest.violations);
    this.donePaths.add(path);
  }

  private state(): Promise<DocumentState | null> {
    return documentState(this.page).catch(() => null);
  }

  /** The signature of the settled state `settled`, or null when the page changed while it was read. */
  private async identify(settled: DocumentState): Promise<KnownState | null> {
    const navigation = this.navigations;
    const signature = await pageSignature(this.page).catch(() => null);
    const after = await this.state();
    if (!signature || this.navigations !== navigation || after?.mutations !== settled.mutations) return null;
    return { signature, navigation, mutations: settled.mutations, width: settled.width };
  }

  private stillShowsLastChecked(state: DocumentState): boolean {
    const last = this.lastChecked;
    return (
      last !== null &&
      last.navigation === this.navigations &&
      last.mutations === state.mutations &&
      last.width === state.width
    );
  }

  private remember(known: KnownState, violations: Violation[]) {
    this.lastChecked = known;
    if (!violations.length) cleanStates.add(known.signature);
  }

  /**
   * Legacy mode runs axe in the page itself: the default mode opens a page of its own in the test's context.
   * Only violations are collected in full: the passes' node lists (a selector and HTML for every text node
   * the contrast rule checked) were about 40% of each run, and nothing reads them. `options` replaces the
   * whole options object, so it comes before `withTags`.
   */
  private analyse(): Promise<AxeResults> {
    return new AxeBuilder({ page: this.page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .setLegacyMode()
      .analyze();
  }

  private record(url: string, violations: Violation[]) {
    this.findings.push(...violations.map((violation) => ({ url, violation })));
  }
}
