import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ACCOUNT_DATA_PATH, PENDING_DELETIONS_PATH } from './paths';

const AccountDataPage = lazy(() => import('./account-data-page'));
const PendingDeletionsPage = lazy(() => import('./pending-deletions-page'));

/** Export my data and delete my account (until My account shows the section), and the staff's pending deletions. */
export const accountDataRoutes: RouteObject[] = [
  { path: ACCOUNT_DATA_PATH.slice(1), element: <AccountDataPage /> },
  { path: PENDING_DELETIONS_PATH.slice(1), element: <PendingDeletionsPage /> },
];
