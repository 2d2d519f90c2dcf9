import { COACHING, STEP, USER_TYPE } from '@oola/domain';

export interface EntryFacts {
  userTypeId: number;
  stepId: number;
  isActiveCoach: boolean;
  search: string;
}

/** Where /dashboard sends a member, or null to stay. */
export function dashboardRedirect({ userTypeId, stepId, isActiveCoach, search }: EntryFacts): string | null {
  if (userTypeId === USER_TYPE.nonSubscriber) {
    const keep = new URLSearchParams(search).get('showActionsSteps') === '1' ? '?showActionsSteps=1' : '';
    return `/nonSubscriber${keep}`;
  }
  if (stepId < STEP.dashboard && !isActiveCoach) return '/steps';
  if (stepId > STEP.dashboard) return '/steps';
  return null;
}

/** /nonSubscriber is for non-subscribers only; everyone else has the full dashboard. */
export function nonSubscriberRedirect(userTypeId: number): string | null {
  return userTypeId === USER_TYPE.nonSubscriber ? null : '/dashboard';
}

const ELEARNING_TAB_KEY = 'oola.elearningTab';
const COURSE_KEY = 'oola.selectedCourseId';

/** Active coaches below step 4 start on e-learning tab 3 with the certification course selected. */
export function rememberCoachCertificationDefaults(): void {
  localStorage.setItem(ELEARNING_TAB_KEY, '3');
  localStorage.setItem(COURSE_KEY, String(COACHING.certificationCourseId));
}

export function selectCertificationCourse(): void {
  localStorage.setItem(COURSE_KEY, String(COACHING.certificationCourseId));
}
