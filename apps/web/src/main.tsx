import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers, queryClient } from './app/providers';
import { appRoutes, AppRouter } from './app/router';
import { preloadPages } from './ui/lazy-page';
import { prefetchRoutes } from './ui/route-prefetch';

/**
 * The built pages load the full stylesheet without blocking the first paint (media="print", see
 * vite-plugins/prerender.ts): switch it on and wait for it, so React never draws unstyled.
 */
function deferredStylesReady(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-deferred-styles]');
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise((resolve) => {
          link.media = 'all';
          if (link.sheet) resolve(null);
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

// The page being opened is loaded first, so React's first render is the whole page and never a
// blank fallback over the prerendered copy or the splash; its calls start meanwhile. A transition
// lets React render it in small slices instead of one long task (the prerendered page or the splash
// of index.html shows meanwhile).
const opening = matchRoutes(appRoutes, window.location.pathname) ?? [];
prefetchRoutes(
  opening.map((match) => match.route.handle),
  queryClient,
);
void Promise.all([deferredStylesReady(), preloadPages(opening.map((match) => match.route.element))]).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
  }),
);
