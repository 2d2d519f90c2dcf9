import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page';
import { PublicLayout } from '../../public';

const CoachDirectoryPage = lazyPage(() => import('./coach-directory-page'));

/** The public coach directory. */
export const coachDirectoryRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'coachDirectory', element: <CoachDirectoryPage /> }] },
];
