import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { PublicLayout } from '../public/public-layout';

/** The public coach directory (public-site.md 2.10). */
export const coachDirectoryRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'coachDirectory', element: <ComingSoon title="Find a coach" /> }] },
];
