import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StreakPauseState } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { StreakPauseCard } from './streak-pause-card';
import { StreakPausedBanner } from './streak-paused-banner';

const NOT_PAUSED: StreakPauseState = { pause: null, daysUsed: 27, daysLeft: 3 };
const PAUSED: StreakPauseState = {
  pause: { startDay: '2026-11-27', endDay: '2026-11-29', pausedUntil: 'Sunday, November 29' },
  daysUsed: 30,
  daysLeft: 0,
};

afterEach(() => vi.unstubAllGlobals());

function serve(initial: StreakPauseState) {
  let state = initial;
  return mockFetch((method, path, body) => {
    if (!path.endsWith('/Account/StreakPause')) return undefined;
    if (method === 'POST') {
      const days = (body as { days: number }).days;
      state = {
        pause: { startDay: '2026-11-27', endDay: '2026-11-29', pausedUntil: 'Sunday, November 29' },
        daysUsed: state.daysUsed + days,
        daysLeft: state.daysLeft - days,
      };
    }
    if (method === 'DELETE') state = { pause: null, daysUsed: 27, daysLeft: 3 };
    return { status: 200, body: state };
  });
}

describe('StreakPauseCard', () => {
  it('offers no more days than are left and starts a pause of the chosen length', async () => {
    const { calls } = serve(NOT_PAUSED);
    renderWithProviders(<StreakPauseCard />);
    expect(await screen.findByTestId('pause-days-left')).toHaveTextContent('3 days of 30 left in any 365 days.');
    // 7 is the default choice, but only 3 days are left: the longest possible pause is chosen.
    expect(screen.getByRole('combobox', { name: 'Pause from today for' })).toHaveValue('3 days');
    await userEvent.click(screen.getByRole('button', { name: 'PAUSE MY STREAK' }));
    expect(await screen.findByText('Paused until Sunday, November 29')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 3 });
    expect(screen.getByTestId('pause-days-left')).toHaveTextContent('0 days of 30 left');
  });

  it('ends a running pause early', async () => {
    const { calls } = serve(PAUSED);
    renderWithProviders(<StreakPauseCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'END PAUSE' }));
    expect(await screen.findByRole('button', { name: 'PAUSE MY STREAK' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('cannot start a pause when no paused day is left', async () => {
    serve({ pause: null, daysUsed: 30, daysLeft: 0 });
    renderWithProviders(<StreakPauseCard />);
    expect(await screen.findByRole('button', { name: 'PAUSE MY STREAK' })).toBeDisabled();
  });
});

describe('StreakPausedBanner', () => {
  it('tells a paused member until when, with a link to change it', async () => {
    serve(PAUSED);
    renderWithProviders(<StreakPausedBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent('Paused until Sunday, November 29');
    expect(screen.getByRole('link', { name: 'Change or end the pause' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('shows nothing while the streak runs', async () => {
    serve(NOT_PAUSED);
    // The card reads the same state: once it shows the days left, the banner has its answer too.
    renderWithProviders(
      <>
        <StreakPausedBanner />
        <StreakPauseCard />
      </>,
    );
    expect(await screen.findByTestId('pause-days-left')).toBeInTheDocument();
    expect(screen.queryByText(/Paused until/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change or end the pause' })).not.toBeInTheDocument();
  });
});
