import type { QueryClient } from '@tanstack/react-query';

/** A route's `handle` that names the calls of its first screen, started as soon as the app opens on it. */
export interface PrefetchHandle {
  prefetch: (client: QueryClient) => Promise<unknown>;
}

/**
 * Starts the calls of the routes being opened (main.tsx, before the first render), so they run while
 * the page's scripts load. Never fails: a call that fails here is made again by the page's own hook.
 */
export function prefetchRoutes(handles: unknown[], client: QueryClient): void {
  for (const handle of handles) {
    const prefetch = (handle as Partial<PrefetchHandle> | null | undefined)?.prefetch;
    if (typeof prefetch === 'function') void prefetch(client).catch(() => undefined);
  }
}
