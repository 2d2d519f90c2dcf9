import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';

/** The coach portal. */
export const coachRoutes: RouteObject[] = [
  { path: 'DashboardCoach', element: <ComingSoon title="My coaching portal" /> },
];
