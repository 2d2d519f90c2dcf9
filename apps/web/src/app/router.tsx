import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { MemberLayout } from '../features/auth/member-layout';
import { coachRoutes } from '../features/coach/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { elearningRoutes } from '../features/elearning/routes';
import { journeyRoutes } from '../features/journey/routes';
import { publicRoutes } from '../features/public/routes';
import { PublicLayout } from '../features/public/public-layout';
import { AppShell } from './shell/app-shell';
import { RequireSession } from './shell/require-session';

const NotFoundPage = lazy(() => import('../features/public/not-found-page'));

/** The route table of the three specs; React Router matches paths case-insensitively. */
const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      {
        element: <RequireSession />,
        children: [
          {
            element: <MemberLayout />,
            children: [...journeyRoutes, ...dashboardRoutes, ...elearningRoutes, ...coachRoutes],
          },
        ],
      },
      { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
