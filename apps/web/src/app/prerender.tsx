import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router';
import type { FreeTestArea } from '@oola/domain';
import { coachDirectoryRoutes } from '../features/coaches/directory/routes';
import { freeTestQuestionsKey } from '../features/free-tests/api';
import { freeTestRoutes } from '../features/free-tests/routes';
import { publicRoutes } from '../features/public/routes';
import { theme } from './theme';
import { ThemeStyles } from './theme-styles';

const PRERENDERED_ROUTES = [...publicRoutes, ...freeTestRoutes, ...coachDirectoryRoutes];

function PublicPages() {
  return useRoutes(PRERENDERED_ROUTES);
}

/** What a page's first screen shows of the server's answers, read at build time (vite-plugins/prerender-data.ts). */
export interface PrerenderData {
  freeTestQuestions: FreeTestArea[];
}

function PublicSite({ path, data }: { path: string; data: PrerenderData }) {
  const client = new QueryClient();
  client.setQueryData(freeTestQuestionsKey, data.freeTestQuestions);
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <ThemeStyles />
      <QueryClientProvider client={client}>
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
export async function prerender(path: string, data: PrerenderData): Promise<string> {
  // A first pass waits for every lazy part of the page (React.lazy keeps what it loaded), so the
  // second renders the whole page in place, with no Suspense fallback for a script to swap out.
  const { prelude } = await prerenderToNodeStream(<PublicSite path={path} data={data} />);
  prelude.resume();
  return renderToString(<PublicSite path={path} data={data} />);
}
