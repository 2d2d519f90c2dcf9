import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BillingPage = lazy(() => import('./billing-page'));

/** Payments: the member's card, coaching subscription and sessions. */
export const paymentsRoutes: RouteObject[] = [{ path: 'billing', element: <BillingPage /> }];
