import { describe, expect, it } from 'vitest';
import { dashboardRedirect, elearningEntry, nonSubscriberRedirect } from './entry-rules';
import { logoTarget, menuItems, showViewMyPrograms } from './header/menu-rules';

describe('dashboard entry rules', () => {
  const member = { userTypeId: 1, stepId: 4, isActiveCoach: false, search: '' };
  it('keeps a member at step 4 and sends the others where they belong', () => {
    expect(dashboardRedirect(member)).toBeNull();
    expect(dashboardRedirect({ ...member, stepId: 2 })).toBe('/steps');
    expect(dashboardRedirect({ ...member, stepId: 2, isActiveCoach: true })).toBeNull();
    expect(dashboardRedirect({ ...member, stepId: 5 })).toBe('/steps');
    expect(dashboardRedirect({ ...member, stepId: 6 })).toBe('/steps');
  });

  it('sends a non-subscriber to /nonSubscriber, keeping showActionsSteps=1', () => {
    expect(dashboardRedirect({ ...member, userTypeId: 4 })).toBe('/nonSubscriber');
    expect(dashboardRedirect({ ...member, userTypeId: 4, search: '?showActionsSteps=1' })).toBe(
      '/nonSubscriber?showActionsSteps=1',
    );
    expect(nonSubscriberRedirect(4)).toBeNull();
    expect(nonSubscriberRedirect(1)).toBe('/dashboard');
  });
});

describe('My E-Learning entry rules', () => {
  const coach = { isActiveCoach: true, stepId: 4, certificationTutorial: false };
  const nothing = { tab: null, courseId: 0 };
  const certification = { tab: 'additional', courseId: 1009 };
  it("opens ADDITIONAL PROGRAMS on the certification on an active coach's first visit, then where they left it", () => {
    expect(elearningEntry(coach, nothing)).toEqual(certification);
    expect(elearningEntry(coach, { tab: 'path', courseId: 1009 })).toEqual({ tab: 'path', courseId: 1009 });
    expect(elearningEntry(coach, { tab: 'additional', courseId: 0 })).toEqual({ tab: 'additional', courseId: 0 });
  });

  it('always opens the certification below step 4 and when the tour step is due', () => {
    expect(elearningEntry({ ...coach, stepId: 0 }, { tab: 'path', courseId: 0 })).toEqual(certification);
    expect(elearningEntry({ ...coach, certificationTutorial: true }, { tab: 'breakthrough', courseId: 7 })).toEqual(
      certification,
    );
  });

  it('keeps a member where they left it, without the certification, which is for active coaches', () => {
    const member = { isActiveCoach: false, stepId: 4, certificationTutorial: false };
    expect(elearningEntry(member, nothing)).toEqual(nothing);
    expect(elearningEntry(member, { tab: 'additional', courseId: 1009 })).toEqual({ tab: 'additional', courseId: 0 });
    expect(elearningEntry(member, { tab: 'path', courseId: 1010 })).toEqual({ tab: 'path', courseId: 1010 });
  });
});

describe('header rules', () => {
  it('lists the menu in order, with the coaching portal only for active coaches or on the coach dashboard', () => {
    const common = [
      'homepage',
      'findCoach',
      'becomeCoach',
      'store',
      'community',
      'account',
      'billing',
      'settings',
      'logOut',
    ];
    expect(menuItems({ isActiveCoach: false, onCoachDashboard: false })).toEqual(['backOffice', ...common]);
    expect(menuItems({ isActiveCoach: true, onCoachDashboard: false })).toEqual([
      'backOffice',
      'coachingPortal',
      ...common,
    ]);
    expect(menuItems({ isActiveCoach: true, onCoachDashboard: true })).toEqual(['backOffice', 'myOola', ...common]);
  });

  it('points the logo to /nonSubscriber, /dashboard or /steps', () => {
    expect(logoTarget({ userTypeId: 4, userStepId: -1 })).toBe('/nonSubscriber');
    expect(logoTarget({ userTypeId: 1, userStepId: 4 })).toBe('/dashboard');
    expect(logoTarget({ userTypeId: 1, userStepId: 2 })).toBe('/steps');
  });

  it('shows VIEW MY PROGRAMS on /steps and /customizeQuestions for coaches, partners and members with a coach', () => {
    const plain = { isActiveCoach: false, userTypeId: 1, hasCoach: false };
    expect(showViewMyPrograms('/steps', plain)).toBe(false);
    expect(showViewMyPrograms('/steps', { ...plain, hasCoach: true })).toBe(true);
    expect(showViewMyPrograms('/customizeQuestions', { ...plain, userTypeId: 3 })).toBe(true);
    expect(showViewMyPrograms('/CustomizeQuestions', { ...plain, isActiveCoach: true })).toBe(true);
    expect(showViewMyPrograms('/dashboard', { ...plain, isActiveCoach: true })).toBe(false);
  });
});
