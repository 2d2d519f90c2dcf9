import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPush } from './push-events';

declare const self: ServiceWorkerGlobalScope;
/** The app's pages and the paths that are never pages, written in by the build (vite-plugins/pwa.ts). */
declare const __SHELL_PAGES__: { allowlist: [string, string][]; denylist: [string, string][] };

const toRegExps = (list: [string, string][]) => list.map(([source, flags]) => new RegExp(source, flags));

// A new build waits for the member's "Reload" (apps/web/src/app/shell/reload-prompt.tsx), which sends this.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// '/' is the prerendered home page; other prerendered paths match their file by cleanURLs (/dashboard → dashboard.html).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'home.html' });
cleanupOutdatedCaches();
const { allowlist, denylist } = __SHELL_PAGES__;
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    allowlist: toRegExps(allowlist),
    denylist: toRegExps(denylist),
  }),
);

listenForPush(self);
