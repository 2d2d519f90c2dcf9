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

/** My E-Learning's tabs, kept in local storage by their number (1, 2, 3). */
export const ELEARNING_TABS = ['breakthrough', 'path', 'additional'] as const;
export type ElearningTab = (typeof ELEARNING_TABS)[number];

/** The tab My E-Learning opens on and the additional course selected in it (null: none chosen). */
export interface ElearningSelection {
  tab: ElearningTab | null;
  courseId: number | null;
}

export interface ElearningEntryFacts {
  isActiveCoach: boolean;
  stepId: number;
  certificationTutorial: boolean;
}

const CERTIFICATION: ElearningSelection = { tab: 'additional', courseId: COACHING.certificationCourseId };

/**
 * Where My E-Learning opens: the certification (tab 3, course 1009) when the tour step is due, for
 * active coaches below step 4, and for an active coach's first visit; otherwise what was stored. Only
 * active coaches keep the certification selected.
 */
export function elearningEntry(facts: ElearningEntryFacts, stored: ElearningSelection): ElearningSelection {
  if (facts.certificationTutorial) return CERTIFICATION;
  if (!facts.isActiveCoach) {
    return { tab: stored.tab, courseId: stored.courseId === COACHING.certificationCourseId ? null : stored.courseId };
  }
  if (facts.stepId < STEP.dashboard || stored.tab === null) return CERTIFICATION;
  return { tab: stored.tab, courseId: stored.courseId ?? COACHING.certificationCourseId };
}

export function storedElearningSelection(): ElearningSelection {
  const tab = ELEARNING_TABS[Number(localStorage.getItem(ELEARNING_TAB_KEY)) - 1] ?? null;
  const courseId = Number(localStorage.getItem(COURSE_KEY));
  return { tab, courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : null };
}

export function rememberElearningTab(tab: string): void {
  const place = ELEARNING_TABS.indexOf(tab as ElearningTab);
  if (place >= 0) localStorage.setItem(ELEARNING_TAB_KEY, String(place + 1));
}

export function rememberElearningSelection({ tab, courseId }: ElearningSelection): void {
  if (tab) rememberElearningTab(tab);
  if (courseId === null) localStorage.removeItem(COURSE_KEY);
  else localStorage.setItem(COURSE_KEY, String(courseId));
}
