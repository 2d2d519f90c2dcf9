import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ActionListResponse, Session, TaskDay } from '@oola/domain';
import { dashboardKeys } from '../../lib/dashboard-keys';
import { clearSession, setSession } from '../../lib/session';
import { trackerKeys } from '../../lib/tracker-keys';
import { todoKeys } from '../todo/api';
import { DAY_CHECK_MS, DayRollover } from './day-rollover';

const ROBIN = 1005;
/** 23:59 on 10 March in Paris (UTC+1), when it is still 22:59 in London. */
const BEFORE_PARIS_MIDNIGHT = new Date('2026-03-10T22:59:00Z');

const trackerDay = (day: string): ActionListResponse => ({
  day,
  actions: [],
  todayActionsCount: 0,
  displayFailModal: false,
  phaseNumber: 1,
  courseId: 0,
});
const todoDays = (date: string): TaskDay[] => [{ day: 0, date, tasks: [] }];

function signInRobin() {
  setSession({ token: 't', userId: ROBIN, userTypeId: 1, userStepId: 4, timeZone: 'Europe/Paris' } as Session);
}

/** Today's tracker as the page shows it, answered by the server's `day`. */
function TrackerDay({ serverDay }: { serverDay: () => string }) {
  const { data } = useQuery({
    queryKey: trackerKeys.day(ROBIN, 0),
    queryFn: () => trackerDay(serverDay()),
    staleTime: Infinity,
  });
  return <p>{data ? `Tracker of ${data.day}` : 'Not loaded'}</p>;
}

function renderPage(client: QueryClient, serverDay = () => '2026-03-11') {
  return render(
    <QueryClientProvider client={client}>
      <DayRollover />
      <TrackerDay serverDay={serverDay} />
    </QueryClientProvider>,
  );
}

const passes = async (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  clearSession();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('DayRollover', () => {
  it("empties today's lists at the member's midnight while offline, and refreshes the rest when back online", async () => {
    vi.useFakeTimers({ now: BEFORE_PARIS_MIDNIGHT });
    signInRobin();
    const client = new QueryClient();
    client.setQueryData(trackerKeys.day(ROBIN, 0), trackerDay('2026-03-10'));
    client.setQueryData(trackerKeys.day(ROBIN, 2), trackerDay('2026-03-08'));
    client.setQueryData(todoKeys.tasks(ROBIN), todoDays('2026-03-10'));
    client.setQueryData(dashboardKeys.progress(ROBIN), { stepsTaken: 12 });
    onlineManager.setOnline(false);
    renderPage(client);
    expect(screen.getByText('Tracker of 2026-03-10')).toBeTruthy();

    await passes(DAY_CHECK_MS);
    expect(screen.getByText('Tracker of 2026-03-10')).toBeTruthy();

    // 00:00:30 in Paris: a new day there, though not yet in London.
    await passes(DAY_CHECK_MS * 2);
    expect(screen.getByText('Not loaded')).toBeTruthy();
    expect(client.getQueryData(trackerKeys.day(ROBIN, 2))).toBeUndefined();
    expect(client.getQueryData(todoKeys.tasks(ROBIN))).toBeUndefined();
    // What is not about a day stays on screen, marked to be asked for again.
    expect(client.getQueryData(dashboardKeys.progress(ROBIN))).toEqual({ stepsTaken: 12 });
    expect(client.getQueryState(dashboardKeys.progress(ROBIN))?.isInvalidated).toBe(true);

    await act(async () => onlineManager.setOnline(true));
    await passes(0);
    expect(screen.getByText('Tracker of 2026-03-11')).toBeTruthy();
  });

  it("asks for the new day's tracker at once when the page is online", async () => {
    vi.useFakeTimers({ now: BEFORE_PARIS_MIDNIGHT });
    signInRobin();
    const client = new QueryClient();
    client.setQueryData(trackerKeys.day(ROBIN, 0), trackerDay('2026-03-10'));
    renderPage(client);

    await passes(DAY_CHECK_MS * 3);
    expect(screen.getByText('Tracker of 2026-03-11')).toBeTruthy();
  });

  it('does nothing while nobody is signed in', async () => {
    vi.useFakeTimers({ now: BEFORE_PARIS_MIDNIGHT });
    const client = new QueryClient();
    client.setQueryData(trackerKeys.day(ROBIN, 0), trackerDay('2026-03-10'));
    renderPage(client);
    await passes(DAY_CHECK_MS * 4);
    expect(screen.getByText('Tracker of 2026-03-10')).toBeTruthy();
  });
});
