import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../ui/lazy-page';
import type { PrefetchHandle } from '../../ui/route-prefetch';

const DashboardPage = lazyPage(() => import('./dashboard-page'));
const NonSubscriberPage = lazy(() => import('./non-subscriber-page'));

const dashboardHandle: PrefetchHandle = {
  prefetch: (client) => import('./prefetch').then((module) => module.prefetchDashboard(client)),
};

/** The signed-in dashboard's private routes. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage />, handle: dashboardHandle },
  { path: 'nonSubscriber', element: <NonSubscriberPage /> },
];
