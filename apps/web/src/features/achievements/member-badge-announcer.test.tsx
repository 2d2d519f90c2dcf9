import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACHIEVEMENTS, type Achievement, type CustomerProfileInformation } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { BadgeAnnouncer, nextBadgeToShow } from './member-badge-announcer';

beforeEach(() => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  setSession({ token: 't', userId: 1010, userTypeId: 1, userStepId: 4, expiresAt: future } as never);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const achievement = (id: number, achieved: boolean, displayed: boolean): Achievement => ({
  id,
  achievementName: `Achievement ${id}`,
  achieved,
  displayed,
  achievementValue: 1,
  fileName: `badge-${id}.svg`,
  completionDate: achieved ? 'November 27, 2026' : null,
  congratsMessage: `Well done on ${id}.`,
  socialMediaTitle: 'My Oola life',
  socialMediaMessage: `I earned ${id}.`,
  socialMediaImageUrl: null,
  webAlias: null,
});

/** The profile card's answer, with these achievements earned (the rest not), and those displayed. */
function profile(earned: number[], displayed: number[] = []): CustomerProfileInformation {
  const of = (category: string) =>
    ACHIEVEMENTS.filter((a) => a.category === category).map((a) =>
      achievement(a.id, earned.includes(a.id), displayed.includes(a.id)),
    );
  return {
    goalsCompleted: 0,
    latestAchievements: [],
    achievements: { badges: of('badges'), milestones: of('milestones'), streaks: of('streaks') },
  } as unknown as CustomerProfileInformation;
}

describe('nextBadgeToShow', () => {
  it('picks the first earned, undisplayed one: badges, then milestones, then streaks', () => {
    expect(nextBadgeToShow(profile([51, 26, 2], [2]))?.id).toBe(26);
    expect(nextBadgeToShow(profile([3], [3]))).toBeUndefined();
    expect(nextBadgeToShow(undefined)).toBeUndefined();
  });
});

describe('BadgeAnnouncer', () => {
  it('announces each new badge once: CLOSE marks it displayed and the next one follows', async () => {
    const displayed: number[] = [];
    const { calls } = mockFetch((method, path, body) => {
      if (path.endsWith('/Customer/GetCustomerProfileInformation/1010')) {
        return { status: 200, body: profile([26, 51], displayed) };
      }
      if (method === 'PUT' && path.endsWith('/Customer/UpdateDisplayedBadge')) {
        displayed.push((body as { achievementId: number }).achievementId);
        return { status: 204 };
      }
      return undefined;
    });
    renderWithProviders(<BadgeAnnouncer />);

    const first = await screen.findByTestId('badge-modal');
    expect(within(first).getByText('NEW ACHIEVEMENT UNLOCKED')).toBeInTheDocument();
    expect(within(first).getByText('Achievement 26')).toBeInTheDocument();
    expect(within(first).getByText('Well done on 26.')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'CLOSE' }));

    expect(await screen.findByText('Achievement 51')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { userId: 1010, achievementId: 26 },
    ]);
  });

  it('opens the dashboard tutorial video after the welcome badge closes', async () => {
    const displayed: number[] = [];
    mockFetch((method, path) => {
      if (path.endsWith('/Customer/GetCustomerProfileInformation/1010')) {
        return { status: 200, body: profile([1], displayed) };
      }
      if (method === 'PUT') {
        displayed.push(1);
        return { status: 204 };
      }
      return undefined;
    });
    renderWithProviders(<BadgeAnnouncer />);
    await userEvent.click(await screen.findByText('CLOSE'));
    expect(await screen.findByText('WELCOME TO YOUR DASHBOARD')).toBeInTheDocument();
    expect(screen.queryByTestId('badge-modal')).not.toBeInTheDocument();
  });
});
