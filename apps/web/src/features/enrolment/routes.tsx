import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { PublicLayout } from '../public/public-layout';

/** The built-in sign-up used when no external enrolment site is configured. */
export const enrolmentRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'enroll', element: <ComingSoon title="Join today" /> }] },
];
