import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NOT_CRAWLED } from '../../lib/route-handles';
import { PublicLayout } from '../public';

const OutboxPage = lazy(() => import('./outbox-page'));
const UnsubscribePage = lazy(() => import('./unsubscribe-page'));

/** The staff outbox: every e-mail sent or kept (signed in, staff only). */
export const emailRoutes: RouteObject[] = [{ path: 'support/outbox/:messageId?', element: <OutboxPage /> }];

/** Where a message's unsubscribe link leads: a page of the public site, no sign-in. */
export const unsubscribeRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: 'unsubscribe', element: <UnsubscribePage />, handle: NOT_CRAWLED }] },
];
