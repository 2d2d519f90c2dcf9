import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public/public-layout';

const CoachDirectoryPage = lazy(() => import('./coach-directory-page'));

/** The public coach directory. */
export const coachDirectoryRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'coachDirectory', element: <CoachDirectoryPage /> }] },
];
