import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

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

// A transition lets React render the first page in small slices instead of one long task, so the
// browser stays responsive meanwhile (the prerendered page or the splash of index.html shows).
void deferredStylesReady().then(() =>
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
