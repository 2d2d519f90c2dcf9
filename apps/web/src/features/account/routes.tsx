import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public';

const AccountPage = lazy(() => import('./account-page'));
const ConfirmEmailPage = lazy(() => import('./confirm-email-page'));

/** My account (signed in, from the header's account menu). */
export const accountRoutes: RouteObject[] = [{ path: 'account', element: <AccountPage /> }];

/** The new address's confirmation link: it may be opened on a device that is not signed in. */
export const accountLinkRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'account/confirm-email', element: <ConfirmEmailPage /> }] },
];
