import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachAchievement } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CoachBadgeAnnouncer } from './coach-badge-announcer';

beforeEach(() => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4, expiresAt: future } as never);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const badge = (id: number, displayed: boolean): CoachAchievement => ({
  id,
  section: 'lifetimeClients',
  achievementName: `Coach badge ${id}`,
  achieved: true,
  displayed,
  achievementValue: 1,
  currentValue: 1,
  howToEarn: 'Coach someone.',
  fileName: `coach-badge-${id}.svg`,
  completionDate: 'November 27, 2026',
  congratsMessage: `Your badge ${id}.`,
  socialMediaTitle: 'Coaching with Oola',
  socialMediaMessage: `I earned coach badge ${id}.`,
  socialMediaImageUrl: null,
  webAlias: null,
});

function answerEarned(displayed: number[]) {
  return mockFetch((method, path, body) => {
    if (path.endsWith('/Coach/GetAchievements/2001')) {
      // Latest first, as the server answers.
      return { status: 200, body: [202, 201].map((id) => badge(id, displayed.includes(id))) };
    }
    if (method === 'PUT' && path.endsWith('/Coach/UpdateDisplayedBadge')) {
      displayed.push((body as { achievementId: number }).achievementId);
      return { status: 204 };
    }
    return undefined;
  });
}

describe('CoachBadgeAnnouncer', () => {
  it('announces the new badges together, earliest first, in one modal; CLOSE marks each displayed', async () => {
    const displayed: number[] = [];
    const { calls } = answerEarned(displayed);
    renderWithProviders(<CoachBadgeAnnouncer paused={false} />);
    const modal = await screen.findByTestId('coach-badge-modal');
    expect(within(modal).getByText('NEW COACH BADGES UNLOCKED')).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'You earned 2 badges' })).toBeInTheDocument();
    expect(
      within(modal)
        .getAllByText(/^Coach badge/)
        .map((name) => name.textContent),
    ).toEqual(['Coach badge 201', 'Coach badge 202']);
    await userEvent.click(within(modal).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { userId: 2001, achievementId: 201 },
      { userId: 2001, achievementId: 202 },
    ]);
  });

  it('announces a single new badge in its own modal', async () => {
    answerEarned([201]);
    renderWithProviders(<CoachBadgeAnnouncer paused={false} />);
    const modal = await screen.findByTestId('coach-badge-modal');
    expect(within(modal).getByText('NEW COACH BADGE UNLOCKED')).toBeInTheDocument();
    expect(within(modal).getByText('Your badge 202.')).toBeInTheDocument();
  });

  it('waits while paused', async () => {
    const { calls } = answerEarned([]);
    renderWithProviders(<CoachBadgeAnnouncer paused />);
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/Coach/GetAchievements/2001'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
