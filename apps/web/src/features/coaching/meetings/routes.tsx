import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MeetingPage = lazy(() => import('./room/meeting-page'));

/** The video room (signed in; its own full-page layout, without the member header). */
export const meetingRoutes: RouteObject[] = [{ path: 'meeting/:code', element: <MeetingPage /> }];
