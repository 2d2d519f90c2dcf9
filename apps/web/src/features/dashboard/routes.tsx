import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** The signed-in dashboard's private routes (dashboard-and-coach.md section 2). */
export const dashboardRoutes: RouteObject[] = [
  soon('dashboard', 'My dashboard'),
  soon('nonSubscriber', 'My dashboard'),
];
