import type { Page, Request } from '@playwright/test';

/** How long the page and its network must stay still before it counts as rendered. */
export const QUIET_MS = 500;

/** What the app shows while it waits for data: the full-screen overlay, loaders and pulsing skeletons. */
const LOADING_SELECTOR =
  '.mantine-LoadingOverlay-root, .mantine-Loader-root, .mantine-Skeleton-root[data-visible][data-animate]';

/** Requests that stay open on an idle page: the realtime socket's long polling and streamed media. */
const isLongLived = (request: Request) =>
  request.url().includes('/socket.io/') || ['media', 'websocket', 'eventsource'].includes(request.resourceType());

/** The page's requests in flight, and when the last one started or ended. */
export class NetworkActivity {
  private readonly open = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (isLongLived(request)) return;
      this.open.add(request);
      this.lastChange = Date.now();
    });
    const settle = (request: Request) => {
      if (this.open.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  }

  idleFor(): number {
    return this.open.size ? 0 : Date.now() - this.lastChange;
  }
}

export interface DocumentState {
  /** False for what is not an app page, such as the JSON of /api/health that the sign-in helpers open. */
  html: boolean;
  ready: boolean;
  loading: boolean;
  animating: boolean;
  /** DOM mutations since the document was first read: equal counts mean nothing changed in between. */
  mutations: number;
  quietFor: number;
  /** The viewport's width: a resize can change what axe sees without changing the DOM. */
  width: number;
}

/**
 * Runs in the page. The first call installs a mutation counter on the document, so that later calls
 * can tell how long the DOM has been still and whether it changed between two calls.
 */
function readDocumentState(loadingSelector: string): DocumentState {
  const holder = window as unknown as { __a11yMutations?: { count: number; last: number } };
  if (!holder.__a11yMutations) {
    const counter = { count: 0, last: performance.now() };
    new MutationObserver(() => {
      counter.count += 1;
      counter.last = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    holder.__a11yMutations = counter;
  }
  const counter = holder.__a11yMutations;
  return {
    html: document.contentType === 'text/html',
    ready: document.readyState === 'complete',
    loading: [...document.querySelectorAll(loadingSelector)].some((element) => element.checkVisibility()),
    animating: document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity),
    mutations: counter.count,
    quietFor: performance.now() - counter.last,
    width: window.innerWidth,
  };
}

export function documentState(page: Page): Promise<DocumentState> {
  return page.evaluate(readDocumentState, LOADING_SELECTOR);
}

export function isSettled(state: DocumentState, network: NetworkActivity): boolean {
  return (
    state.ready && !state.loading && !state.animating && state.quietFor >= QUIET_MS && network.idleFor() >= QUIET_MS
  );
}
