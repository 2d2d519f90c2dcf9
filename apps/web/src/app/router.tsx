import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { accountLinkRoutes, accountRoutes } from '../features/account/routes';
import { accountDataRoutes } from '../features/account-data/routes';
import { authRoutes } from '../features/auth/routes';
import { coachRoutes } from '../features/coach-portal/routes';
import { coachingRoomRoutes } from '../features/coaching/room/routes';
import { coachDirectoryRoutes } from '../features/coaches/directory/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { emailRoutes, unsubscribeRoutes } from '../features/email/routes';
import { emailVerificationRoutes } from '../features/email-verification/routes';
import { enrolmentRoutes } from '../features/enrolment/routes';
import { freeTestRoutes } from '../features/free-tests/routes';
import { journeyRoutes } from '../features/journey/routes';
import { learningRoutes } from '../features/learning/routes';
import { meetingRoutes } from '../features/coaching/meetings/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { notificationPreferencesRoutes } from '../features/notification-preferences/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { publicRoutes } from '../features/public/routes';
import { supportChatRoutes } from '../features/support-chat/routes';
import { lazyPage } from '../ui/lazy-page';
import { AppShell } from './shell/app-shell';
import { RequireSession } from './shell/require-session';

// Lazy so the member header (notifications, hubs) stays out of the public pages' first load.
const MemberLayout = lazyPage<object>(() =>
  import('../features/auth/member-layout').then((module) => ({ default: module.MemberLayout })),
);
/** The route table of the three specs; React Router matches paths case-insensitively. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...publicRoutes,
      ...freeTestRoutes,
      ...coachDirectoryRoutes,
      ...enrolmentRoutes,
      ...authRoutes,
      ...passwordResetRoutes,
      ...unsubscribeRoutes,
      ...emailVerificationRoutes,
      ...accountLinkRoutes,
      {
        element: <RequireSession />,
        children: [
          {
            element: <MemberLayout />,
            children: [
              ...journeyRoutes,
              ...dashboardRoutes,
              ...learningRoutes,
              ...coachRoutes,
              ...coachingRoomRoutes,
              ...supportChatRoutes,
              ...emailRoutes,
              ...paymentsRoutes,
              ...notificationPreferencesRoutes,
              ...accountRoutes,
              ...accountDataRoutes,
            ],
          },
          ...meetingRoutes,
        ],
      },
      ...notFoundRoutes,
    ],
  },
];

// Made at the first render, not on import: the build reads appRoutes in Node (vite-plugins/page-routes.ts).
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={router} />;
}
