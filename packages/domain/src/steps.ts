import { NON_SUBSCRIBER_STEP, USER_TYPE } from './constants.js';

/** The member journey steps. */
export const STEP = {
  start: 0,
  assessment: 1,
  goals: 2,
  actions: 3,
  dashboard: 4,
  midYearReview: 5,
  levelTwoStepOne: 6,
  levelTwoStepTwo: 7,
} as const;

/**
 * Where a signed-in member lands (login result or /login with a session):
 * 0 → /customizeQuestions; 1-3 → /steps; 4 and 5 → /dashboard;
 * -1 (non-subscriber) → /nonSubscriber; anything else → /steps.
 */
export function routeForStep(stepId: number): string {
  if (stepId === NON_SUBSCRIBER_STEP) return '/nonSubscriber';
  if (stepId === STEP.start) return '/customizeQuestions';
  if (stepId === STEP.dashboard || stepId === STEP.midYearReview) return '/dashboard';
  return '/steps';
}

/** The step id a login answers: -1 for a non-subscriber, else the stored step. */
export function loginStepId(userTypeId: number, stepId: number): number {
  return userTypeId === USER_TYPE.nonSubscriber ? NON_SUBSCRIBER_STEP : stepId;
}

export type StepsScreen =
  | { kind: 'redirect'; to: string }
  | { kind: 'step'; step: 1 | 2 | 3 }
  | { kind: 'midYearReview' }
  | { kind: 'levelTwo'; step: 6 | 7 };

/**
 * What /steps shows for a member: steps 1-3, the mid-year review (5) or the
 * level 2 screens (6, 7); 0 goes back to the customize questions; any other
 * step goes to the dashboard; a non-subscriber goes to /nonSubscriber.
 */
export function stepsScreenFor(stepId: number, userTypeId: number): StepsScreen {
  if (userTypeId === USER_TYPE.nonSubscriber) return { kind: 'redirect', to: '/nonSubscriber' };
  if (stepId === STEP.start) return { kind: 'redirect', to: '/customizeQuestions' };
  if (stepId === 1 || stepId === 2 || stepId === 3) return { kind: 'step', step: stepId };
  if (stepId === STEP.midYearReview) return { kind: 'midYearReview' };
  if (stepId === 6 || stepId === 7) return { kind: 'levelTwo', step: stepId };
  return { kind: 'redirect', to: '/dashboard' };
}

/** Assessment type sent when saving Step 1 scores: 3 at step 6, 2 at step 5, else 1. */
export function assessmentTypeForStep(stepId: number): 1 | 2 | 3 {
  if (stepId === STEP.levelTwoStepOne) return 3;
  if (stepId === STEP.midYearReview) return 2;
  return 1;
}
