import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public';

const VerifyEmailPage = lazy(() => import('./verify-email-page'));

/** The welcome e-mail's verification link. */
export const emailVerificationRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'verifyEmail', element: <VerifyEmailPage /> }] },
];
