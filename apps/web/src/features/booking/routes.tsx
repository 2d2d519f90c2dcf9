import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CoachingSchedulePage = lazy(() => import('./coaching-schedule-page'));

/** Booking's own page until the coaching room and the coach portal host its components. */
export const bookingRoutes: RouteObject[] = [{ path: 'coachingSchedule', element: <CoachingSchedulePage /> }];
