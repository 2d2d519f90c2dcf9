import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardCoachPage = lazy(() => import('./dashboard-coach-page'));

/** The coach portal. */
export const coachRoutes: RouteObject[] = [{ path: 'DashboardCoach', element: <DashboardCoachPage /> }];
