import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NOT_CRAWLED } from '../../lib/route-handles';
import { PublicLayout } from '../public';

const VerifyEmailPage = lazy(() => import('./verify-email-page'));

/** The welcome e-mail's verification link. */
export const emailVerificationRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'verifyEmail', element: <VerifyEmailPage />, handle: NOT_CRAWLED }] },
];
