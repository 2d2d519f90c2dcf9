import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useSearchParams } from 'react-router';
import { PageLoader } from '../../app/shell/app-shell';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header (or, with ?exigo=1, a spacer in its place), the page and the footer. */
export function PublicLayout() {
  const [search] = useSearchParams();
  const exigo = search.get('exigo') === '1';
  return (
    <>
      {exigo ? <Box h={68} data-testid="exigo-spacer" /> : <PublicHeader />}
      <main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </>
  );
}
