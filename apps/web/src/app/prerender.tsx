import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router';
import { coachDirectoryRoutes } from '../features/coaches/directory/routes';
import { publicRoutes } from '../features/public/routes';
import { theme } from './theme';
import { ThemeStyles } from './theme-styles';

const PRERENDERED_ROUTES = [...publicRoutes, ...coachDirectoryRoutes];

function PublicPages() {
  return useRoutes(PRERENDERED_ROUTES);
}

function PublicSite({ path }: { path: string }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <ThemeStyles />
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <PublicPages />
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders a public page to HTML at build time (run by the prerender plugin in Node, never in the
 * browser), so its first screen paints before the JavaScript arrives. The client does not hydrate
 * it: main.tsx renders the same page over it, which looks the same.
 */
export async function prerender(path: string): Promise<string> {
  // A first pass waits for every lazy part of the page (React.lazy keeps what it loaded), so the
  // second renders the whole page in place, with no Suspense fallback for a script to swap out.
  const { prelude } = await prerenderToNodeStream(<PublicSite path={path} />);
  prelude.resume();
  return renderToString(<PublicSite path={path} />);
}
