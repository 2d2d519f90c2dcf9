import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useSearchParams } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header (or, with ?exigo=1, a spacer in its place), the page and the footer. */
export function PublicLayout() {
  const [search] = useSearchParams();
  const exigo = search.get('exigo') === '1';
  return (
    <>
      {exigo ? <Box h={68} data-testid="exigo-spacer" /> : <PublicHeader />}
      {/* The footer waits with the page, so it never jumps down when the page arrives. */}
      <Suspense fallback={<Box mih="100vh" />}>
        <main>
          <Outlet />
        </main>
        <PublicFooter />
      </Suspense>
    </>
  );
}
