import { lazy } from 'react';

/** Other features open the find-a-coach modal on demand: its code loads when it first shows. */
export const FindCoachModal = lazy(() => import('./find-coach-modal'));
