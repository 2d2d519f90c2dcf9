import { lazy } from 'react';

/** The journey's goal steps load when the member reaches them. */
export const StepTwo = lazy(() => import('./step-two').then((m) => ({ default: m.StepTwo })));
export const GoalReview = lazy(() => import('./goal-review').then((m) => ({ default: m.GoalReview })));
