import { COACHING, STEP, USER_TYPE } from '@oola/domain';
import { rememberCourse, rememberedCourse } from '../learning';
import { rememberedTab, rememberTab, type BoardTab } from '../learning';

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

/** The tab My E-Learning opens on and the course open in ADDITIONAL PROGRAMS (0: none). */
export interface ElearningSelection {
  tab: BoardTab | null;
  courseId: number;
}

export interface ElearningEntryFacts {
  isActiveCoach: boolean;
  stepId: number;
  certificationTutorial: boolean;
}

const CERTIFICATION: ElearningSelection = { tab: 'additional', courseId: COACHING.certificationCourseId };

/**
 * Where My E-Learning opens: the certification (tab 3, course 1009) when the tour step is due, for
 * active coaches below step 4, and on an active coach's first visit; otherwise where the member left
 * it. Only active coaches keep the certification open.
 */
export function elearningEntry(facts: ElearningEntryFacts, stored: ElearningSelection): ElearningSelection {
  if (facts.certificationTutorial) return CERTIFICATION;
  if (!facts.isActiveCoach) {
    return { tab: stored.tab, courseId: stored.courseId === COACHING.certificationCourseId ? 0 : stored.courseId };
  }
  if (facts.stepId < STEP.dashboard || stored.tab === null) return CERTIFICATION;
  return stored;
}

/** Stores where My E-Learning opens (before the board mounts, since it reads the stored tab and course). */
export function applyElearningEntry(facts: ElearningEntryFacts): void {
  const { tab, courseId } = elearningEntry(facts, { tab: rememberedTab(), courseId: rememberedCourse() });
  rememberTab(tab);
  rememberCourse(courseId);
}
