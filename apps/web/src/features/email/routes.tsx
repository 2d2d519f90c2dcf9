import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OutboxPage = lazy(() => import('./outbox-page'));

/** The staff outbox: every e-mail sent or kept (signed in, staff only). */
export const emailRoutes: RouteObject[] = [{ path: 'support/outbox/:messageId?', element: <OutboxPage /> }];
