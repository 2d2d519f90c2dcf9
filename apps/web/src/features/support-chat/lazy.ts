import { lazy } from 'react';

/** The visitor's chat widget loads when a page shows it. */
export const ChatWidget = lazy(() => import('./visitor/chat-widget'));
