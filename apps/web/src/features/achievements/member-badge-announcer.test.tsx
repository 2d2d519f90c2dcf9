import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACHIEVEMENTS, type Achievement, type CustomerProfileInformation } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { BadgeAnnouncer, badgesToShow } from './member-badge-announcer';

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

describe('badgesToShow', () => {
  it('lists the earned, undisplayed ones: badges, then milestones, then streaks', () => {
    expect(badgesToShow(profile([51, 26, 2], [2])).map((badge) => badge.id)).toEqual([26, 51]);
    expect(badgesToShow(profile([3], [3]))).toEqual([]);
    expect(badgesToShow(undefined)).toEqual([]);
  });
});

/** Answers the profile with these badges earned, and records the badges marked displayed. */
function answerProfile(earned: number[], displayed: number[]) {
  return mockFetch((method, path, body) => {
    if (path.endsWith('/Customer/GetCustomerProfileInformation/1010')) {
      return { status: 200, body: profile(earned, displayed) };
    }
    if (method === 'PUT' && path.endsWith('/Customer/UpdateDisplayedBadge')) {
      displayed.push((body as { achievementId: number }).achievementId);
      return { status: 204 };
    }
    return undefined;
  });
}

describe('BadgeAnnouncer', () => {
  it('announces one new badge in its own modal: CLOSE marks it displayed', async () => {
    const displayed: number[] = [];
    const { calls } = answerProfile([26], displayed);
    renderWithProviders(<BadgeAnnouncer />);

    const modal = await screen.findByTestId('badge-modal');
    expect(within(modal).getByText('NEW ACHIEVEMENT UNLOCKED')).toBeInTheDocument();
    expect(within(modal).getByText('Achievement 26')).toBeInTheDocument();
    expect(within(modal).getByText('Well done on 26.')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'CLOSE' }));

    await waitFor(() => expect(screen.queryByTestId('badge-modal')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { userId: 1010, achievementId: 26 },
    ]);
  });

  it('announces several new badges in one modal naming the count; CLOSE marks each displayed', async () => {
    const displayed: number[] = [];
    const { calls } = answerProfile([26, 51, 2], displayed);
    renderWithProviders(<BadgeAnnouncer />);

    const modal = await screen.findByTestId('badge-modal');
    expect(within(modal).getByText('NEW ACHIEVEMENTS UNLOCKED')).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'You earned 3 badges' })).toBeInTheDocument();
    for (const id of [2, 26, 51]) expect(within(modal).getByText(`Achievement ${id}`)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(modal).getByRole('button', { name: 'CLOSE' }));

    await waitFor(() => expect(displayed.sort()).toEqual([2, 26, 51]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(3);
  });

  it('opens the dashboard tutorial video after the welcome badge closes', async () => {
    answerProfile([1], []);
    renderWithProviders(<BadgeAnnouncer />);
    await userEvent.click(await screen.findByText('CLOSE'));
    expect(await screen.findByText('WELCOME TO YOUR DASHBOARD')).toBeInTheDocument();
    expect(screen.queryByTestId('badge-modal')).not.toBeInTheDocument();
  });
});
