import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachClient, CoachStats } from '@oola/domain';
import { setSession, clearSession } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ClientList } from './client-list';
import { MyStats } from './my-stats';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const client = (clientId: number, firstName: string, fields: Partial<CoachClient> = {}): CoachClient => ({
  clientId,
  firstName,
  lastName: 'Test',
  pictureUrl: null,
  isActiveCustomer: true,
  coachedSince: '2026-01-01T00:00:00.000Z',
  coachingEndedAt: null,
  customerLevel: 'Level 1',
  stepsTaken: 10,
  currentStreak: 2,
  longestStreak: 5,
  goalsCompleted: 1,
  oolaScore: 420,
  oolaScoreDate: '2026-11-01T12:00:00.000Z',
  currentPhase: 2,
  phaseName: 'Breakthrough Experience',
  currentLesson: 'Find Your Why',
  moduleNumber: 2,
  cheatSheetUrl: '/media/elearning/workbooks/bt-find-your-why.pdf',
  sessionsCompleted: 1,
  sessionsRemaining: 3,
  pendingMessages: 0,
  nextSession: null,
  ...fields,
});

const noop = () => {};
const list = (clients: CoachClient[] | undefined, listed = true) =>
  renderWithProviders(
    <ClientList clients={clients} listed={listed} action={null} onSeeListing={noop} onEditProfile={noop} />,
  );

// jsdom matches no media query: the list shows its phone layout (cards).
describe('ClientList', () => {
  it('splits active and past clients, caps the pending badge at +99 and filters by the search words', async () => {
    list([
      client(1, 'Ada', { pendingMessages: 150 }),
      client(2, 'Ben', { pendingMessages: 4 }),
      client(3, 'Cy', { isActiveCustomer: false, coachingEndedAt: '2026-10-01T00:00:00.000Z' }),
    ]);
    const active = screen.getByRole('tabpanel', { name: /MY ACTIVE CLIENTS/ });
    expect(within(active).getAllByTestId('client-card')).toHaveLength(2);
    expect(within(active).getByText('+99')).toBeInTheDocument();
    expect(within(active).getByText('4')).toBeInTheDocument();
    expect(within(active).getAllByRole('link', { name: 'Cheat sheet' })[0]).toHaveAttribute(
      'href',
      '/media/elearning/workbooks/bt-find-your-why.pdf',
    );
    await userEvent.type(within(active).getByLabelText('Search clients'), 'ben');
    expect(within(active).getAllByTestId('client-card')).toHaveLength(1);
    await userEvent.type(within(active).getByLabelText('Search clients'), ' nobody');
    expect(within(active).getByText('No client matches “ben nobody”.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /MY PAST CLIENTS/ }));
    const past = screen.getByRole('tabpanel', { name: /MY PAST CLIENTS/ });
    expect(within(past).getByRole('link', { name: 'OPEN COACHING ROOM with Cy Test' })).toHaveAttribute(
      'href',
      '/coachingRoom/3',
    );
  });

  it('helps a coach with no clients: the listing when listed, else the profile first', () => {
    const { unmount } = list([]);
    const empty = screen.getAllByTestId('no-clients')[0]!;
    expect(within(empty).getByRole('button', { name: 'SEE DIRECTORY LISTING' })).toBeInTheDocument();
    unmount();
    list([], false);
    const unlisted = screen.getAllByTestId('no-clients')[0]!;
    expect(within(unlisted).queryByRole('button', { name: 'SEE DIRECTORY LISTING' })).toBeNull();
    expect(within(unlisted).getByRole('button', { name: 'EDIT PROFILE' })).toBeInTheDocument();
  });

  it("shows the next session in the coach's chosen zone, named, whatever the browser's zone", () => {
    setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4, timeZone: 'America/Denver' } as Parameters<
      typeof setSession
    >[0]);
    list([
      client(1, 'Ada', { nextSession: { startsAt: '2026-11-30T22:00:00.000Z', endsAt: '2026-11-30T22:30:00.000Z' } }),
    ]);
    expect(screen.getAllByTestId('next-session')[0]).toHaveTextContent('Mon, Nov 30, 3:00 PM MST');
  });
});

describe('MyStats', () => {
  const stats: CoachStats = { activeClients: 2, lifeTimeClients: 3, clientActionSteps: 1234, clientGoalsAchieved: 7 };

  it('shows the numbers at once to a visitor who asks for reduced motion', async () => {
    setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4 } as Parameters<typeof setSession>[0]);
    mockFetch((method, path) => (path === '/api/Coach/GetMyStats/2001' ? { status: 200, body: stats } : undefined));
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addListener: noop,
          removeListener: noop,
          addEventListener: noop,
          removeEventListener: noop,
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<MyStats />);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByTestId('stat-clientGoalsAchieved')).toHaveTextContent('7');
  });
});
