import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';

/** The coach portal (dashboard-and-coach.md section 2). */
export const coachRoutes: RouteObject[] = [
  { path: 'DashboardCoach', element: <ComingSoon title="My coaching portal" /> },
];
