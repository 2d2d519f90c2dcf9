import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const NotificationSettingsPage = lazy(() => import('./notification-settings-page'));

/** The person's notification settings, reached from the header menu. */
export const notificationPreferencesRoutes: RouteObject[] = [
  { path: 'settings/notifications', element: <NotificationSettingsPage /> },
];
