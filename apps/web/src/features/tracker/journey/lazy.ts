import { lazy } from 'react';

/** The journey's action step loads when the member reaches it. */
export const StepThree = lazy(() => import('./step-three').then((m) => ({ default: m.StepThree })));
