import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() => import('./dashboard-page'));
const NonSubscriberPage = lazy(() => import('./non-subscriber-page'));

/** The signed-in dashboard's private routes. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'nonSubscriber', element: <NonSubscriberPage /> },
];
