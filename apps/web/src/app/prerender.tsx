import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router';
import { publicRoutes } from '../features/public/routes';
import { theme } from './theme';

function PublicPages() {
  return useRoutes(publicRoutes);
}

/**
 * Renders a public page to HTML at build time (run by the prerender plugin in Node, never in the
 * browser), once its lazy parts have loaded, so its first screen paints before the JavaScript
 * arrives. The client does not hydrate it: main.tsx renders the same page over it, which looks the same.
 */
export async function prerender(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <PublicPages />
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
