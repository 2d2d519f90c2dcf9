import { USER_TYPE, STEP, type Session } from '@oola/domain';

export type MenuItemKey =
  | 'backOffice'
  | 'coachingPortal'
  | 'myOola'
  | 'homepage'
  | 'findCoach'
  | 'becomeCoach'
  | 'store'
  | 'community'
  | 'account'
  | 'billing'
  | 'settings'
  | 'logOut';

export interface MenuContext {
  isActiveCoach: boolean;
  /** The current path is /DashboardCoach. */
  onCoachDashboard: boolean;
}

/**
 * The menu in order; MY COACHING PORTAL / MY OOLA only for active coaches or on the coach dashboard;
 * PAYMENTS (the card, coaching, sessions, history and receipts) just before LOG OUT (in the wide
 * bar it is an icon beside the time zone instead).
 */
export function menuItems({ isActiveCoach, onCoachDashboard }: MenuContext): MenuItemKey[] {
  const items: MenuItemKey[] = ['backOffice'];
  if (onCoachDashboard) items.push('myOola');
  else if (isActiveCoach) items.push('coachingPortal');
  items.push('homepage', 'findCoach', 'becomeCoach', 'store', 'community', 'account', 'billing', 'settings', 'logOut');
  return items;
}

/** Where the logo goes: /nonSubscriber for non-subscribers, /dashboard once the journey steps are done, else /steps. */
export function logoTarget(session: Pick<Session, 'userTypeId' | 'userStepId'>): string {
  if (session.userTypeId === USER_TYPE.nonSubscriber) return '/nonSubscriber';
  if (session.userStepId === STEP.dashboard) return '/dashboard';
  return '/steps';
}

/** VIEW MY PROGRAMS: on /steps and /customizeQuestions for active coaches, partners (type 3) and members with a coach. */
export function showViewMyPrograms(
  pathname: string,
  who: { isActiveCoach: boolean; userTypeId: number; hasCoach: boolean },
): boolean {
  const onJourneyPage = /^\/(steps|customizeQuestions)\/?$/i.test(pathname);
  return onJourneyPage && (who.isActiveCoach || who.userTypeId === USER_TYPE.partner || who.hasCoach);
}
