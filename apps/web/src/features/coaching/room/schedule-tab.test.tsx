import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, BookingView, CoachingSchedule } from '@oola/domain';
import { clearSession, setSession } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ScheduleTab } from './schedule-tab';

const future = new Date(Date.now() + 86_400_000).toISOString();
const PAIR = { coachId: 2001, clientId: 1005 };

const SESSION: BookingView = {
  id: 7,
  uid: 'booking-7@oola',
  coachId: 2001,
  clientId: 1005,
  coachName: 'Morgan Reyes',
  clientName: 'Emery Foster',
  startsAt: '2031-12-02T16:00:00.000Z',
  endsAt: '2031-12-02T16:30:00.000Z',
  status: 'booked',
  sequence: 0,
  when: 'Tuesday, December 2 at 9:00 AM',
  changeableUntil: '2031-12-01T16:00:00.000Z',
  canCancel: true,
  canReschedule: false,
  joinable: false,
};

const schedule = (schedulingUrl: string | null): CoachingSchedule => ({
  ...PAIR,
  coachName: 'Morgan Reyes',
  clientName: 'Emery Foster',
  timeZone: 'America/Denver',
  schedulingUrl,
  active: true,
  sessionsRemaining: 3,
  bookings: [SESSION],
});

const availability: Availability = {
  userId: 2001,
  timeZone: 'America/Denver',
  schedulingUrl: null,
  ranges: [],
  daysOff: [],
};

function answer(schedulingUrl: string | null) {
  return mockFetch((method, path) => {
    if (path.includes('Booking/GetSchedule/2001/1005')) return { status: 200, body: schedule(schedulingUrl) };
    if (path.includes('Coach/GetAvailability/2001')) return { status: 200, body: availability };
    if (path.includes('Booking/GetOpenSlots/2001')) {
      return { status: 200, body: { coachId: 2001, timeZone: 'America/Denver', days: [] } };
    }
    return undefined;
  });
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the coaching room’s SCHEDULE', () => {
  describe('for the coach', () => {
    beforeEach(() =>
      setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4, expiresAt: future } as never),
    );

    it("shows the client's upcoming sessions with the coach's cancel, and Manage Schedule", async () => {
      answer(null);
      renderWithProviders(<ScheduleTab pair={PAIR} viewer="coach" />);
      expect(await screen.findByRole('heading', { name: 'Upcoming sessions with Emery Foster' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Manage Schedule' })).toBeInTheDocument();
      expect(screen.getByText('Tuesday, December 2 at 9:00 AM MST')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    }, 20_000);
  });

  describe('for the member', () => {
    beforeEach(() =>
      setSession({ token: 't', userId: 1005, userTypeId: 1, userStepId: 4, expiresAt: future } as never),
    );

    it('offers booking in the portal when the coach keeps weekly hours', async () => {
      answer(null);
      renderWithProviders(<ScheduleTab pair={PAIR} viewer="client" />);
      expect(await screen.findByRole('heading', { name: 'Book a session' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Manage Schedule' })).not.toBeInTheDocument();
      expect(await screen.findByText(/Morgan Reyes has no open times in the next three weeks/)).toBeInTheDocument();
    }, 20_000);

    it("embeds the coach's own scheduling site instead when the coach has one", async () => {
      answer('https://calendar.example.com/morgan');
      renderWithProviders(<ScheduleTab pair={PAIR} viewer="client" />);
      const site = await screen.findByTitle('Book a session with Morgan Reyes');
      expect(site).toHaveAttribute('src', 'https://calendar.example.com/morgan');
      expect(screen.queryByRole('heading', { name: 'Book a session' })).not.toBeInTheDocument();
      expect(screen.getByText('Tuesday, December 2 at 9:00 AM MST')).toBeInTheDocument();
    }, 20_000);
  });
});
