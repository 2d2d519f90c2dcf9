import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SupportChatsPage = lazy(() => import('./staff/support-chats-page'));

/** The support team's live chat inbox (signed in, staff only). */
export const supportChatRoutes: RouteObject[] = [
  { path: 'support/chats/:conversationId?', element: <SupportChatsPage /> },
];
