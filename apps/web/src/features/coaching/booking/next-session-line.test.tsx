import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockFetch } from '../../../test/fetch-mock';
import { useCoachingSchedule } from './api';
import { NextSessionLine } from './next-session-line';

afterEach(() => vi.unstubAllGlobals());

/** Shows when the schedule the line reads has arrived, so its absence can be checked after that. */
function ScheduleLoaded() {
  return useCoachingSchedule(2001, 1005).isSuccess ? <p>schedule loaded</p> : null;
}

function schedule(timeZone: string, bookings: { startsAt: string }[], schedulingUrl: string | null = null) {
  return mockFetch((_method, path) =>
    path.endsWith('/Booking/GetSchedule/2001/1005')
      ? {
          status: 200,
          body: {
            coachId: 2001,
            clientId: 1005,
            coachName: 'Dana Coach',
            clientName: 'Ana Member',
            timeZone,
            schedulingUrl,
            active: true,
            sessionsRemaining: 3,
            bookings,
          },
        }
      : undefined,
  );
}

describe('NextSessionLine', () => {
  it("shows the next session in the viewer's time zone, with the zone's name", async () => {
    schedule('America/Denver', [{ startsAt: '2026-12-01T16:30:00.000Z' }, { startsAt: '2026-12-08T16:30:00.000Z' }]);
    renderWithProviders(<NextSessionLine coachId={2001} clientId={1005} />);
    const line = await screen.findByTestId('next-session');
    expect(line).toHaveTextContent(/^Next session: Tuesday, December 1 at 9:30\sAM MST$/);
  });

  it('shows the same session on the next day for a viewer in Tokyo', async () => {
    schedule('Asia/Tokyo', [{ startsAt: '2026-12-01T16:30:00.000Z' }]);
    renderWithProviders(<NextSessionLine coachId={2001} clientId={1005} />);
    expect(await screen.findByTestId('next-session')).toHaveTextContent(/Wednesday, December 2 at 1:30\sAM/);
  });

  it('says no session is booked yet, unless the coach books on an outside site', async () => {
    schedule('America/Denver', []);
    const first = renderWithProviders(<NextSessionLine coachId={2001} clientId={1005} />);
    expect(await screen.findByTestId('next-session')).toHaveTextContent('No session booked yet');
    first.unmount();

    schedule('America/Denver', [], 'https://calendly.com/dana');
    renderWithProviders(
      <>
        <ScheduleLoaded />
        <NextSessionLine coachId={2001} clientId={1005} />
      </>,
    );
    expect(await screen.findByText('schedule loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('next-session')).not.toBeInTheDocument();
  });
});
