import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PENDING_DELETIONS_PATH } from './paths';

const PendingDeletionsPage = lazy(() => import('./pending-deletions-page'));

/** The staff's pending deletions (export and deletion are a section of My account). */
export const accountDataRoutes: RouteObject[] = [
  { path: PENDING_DELETIONS_PATH.slice(1), element: <PendingDeletionsPage /> },
];
