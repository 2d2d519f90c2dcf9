import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NOT_CRAWLED } from '../../lib/route-handles';
import { PublicLayout } from '../public';

const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./reset-password-page'));

/** The built-in password reset (when RESET_PASSWORD_URL does not send members elsewhere). */
export const passwordResetRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'forgotPassword', element: <ForgotPasswordPage />, handle: NOT_CRAWLED },
      { path: 'resetPassword', element: <ResetPasswordPage />, handle: NOT_CRAWLED },
    ],
  },
];
