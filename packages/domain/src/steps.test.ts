import { describe, expect, it } from 'vitest';
import { NON_SUBSCRIBER_STEP, USER_TYPE } from './constants.js';
import { assessmentTypeForStep, loginStepId, routeForStep, stepsScreenFor } from './steps.js';

describe('routeForStep', () => {
  it.each([
    [-1, '/nonSubscriber'],
    [0, '/customizeQuestions'],
    [1, '/steps'],
    [2, '/steps'],
    [3, '/steps'],
    [4, '/dashboard'],
    [5, '/dashboard'],
    [6, '/steps'],
    [7, '/steps'],
    [8, '/steps'],
  ])('step %i lands on %s', (step, route) => {
    expect(routeForStep(step)).toBe(route);
  });
});

describe('loginStepId', () => {
  it('answers -1 for a non-subscriber and the stored step for anyone else', () => {
    expect(loginStepId(USER_TYPE.nonSubscriber, 4)).toBe(NON_SUBSCRIBER_STEP);
    expect(loginStepId(USER_TYPE.subscriber, 3)).toBe(3);
    expect(loginStepId(USER_TYPE.coach, 0)).toBe(0);
  });
});

describe('stepsScreenFor', () => {
  const member = USER_TYPE.subscriber;
  it.each([
    [0, { kind: 'redirect', to: '/customizeQuestions' }],
    [1, { kind: 'step', step: 1 }],
    [2, { kind: 'step', step: 2 }],
    [3, { kind: 'step', step: 3 }],
    [4, { kind: 'redirect', to: '/dashboard' }],
    [5, { kind: 'midYearReview' }],
    [6, { kind: 'levelTwo', step: 6 }],
    [7, { kind: 'levelTwo', step: 7 }],
    [8, { kind: 'redirect', to: '/dashboard' }],
    [-1, { kind: 'redirect', to: '/dashboard' }],
  ])('step %i shows %o', (step, screen) => {
    expect(stepsScreenFor(step, member)).toEqual(screen);
  });

  it('sends a non-subscriber to /nonSubscriber whatever the step', () => {
    for (const step of [-1, 0, 1, 4, 6]) {
      expect(stepsScreenFor(step, USER_TYPE.nonSubscriber)).toEqual({ kind: 'redirect', to: '/nonSubscriber' });
    }
  });
});

describe('assessmentTypeForStep', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [6, 3],
    [7, 1],
  ])('step %i saves assessment type %i', (step, type) => {
    expect(assessmentTypeForStep(step)).toBe(type);
  });
});
