import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public';

const EnrollPage = lazy(() => import('./enroll-page'));

/** The built-in sign-up used when no external enrolment site is configured. */
export const enrolmentRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'enroll', element: <EnrollPage /> }] },
];
