import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CoachingRoomPage = lazy(() => import('./coaching-room-page'));

/** The coach's side of the coaching room (members open it from My Oola Coach on the dashboard). */
export const coachingRoomRoutes: RouteObject[] = [{ path: 'coachingRoom/:clientId', element: <CoachingRoomPage /> }];
