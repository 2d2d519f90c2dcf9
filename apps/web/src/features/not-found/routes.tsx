import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public';

const NotFoundPage = lazy(() => import('./not-found-page'));

/** The catch-all: must stay the last route of the table. */
export const notFoundRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
