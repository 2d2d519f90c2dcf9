import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AccountDataPage = lazy(() => import('./account-data-page'));

/** Export my data and delete my account, until the My account page shows the section. */
export const accountDataRoutes: RouteObject[] = [{ path: 'Dashboard/Account/Data', element: <AccountDataPage /> }];
