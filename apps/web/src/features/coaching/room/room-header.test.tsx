import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView, CoachingRoom, CoachingSchedule } from '@oola/domain';
import { clearSession, setSession } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RoomHeader } from './room-header';

const future = new Date(Date.now() + 86_400_000).toISOString();
const ROOM: CoachingRoom = {
  coachId: 2001,
  clientId: 1005,
  pendingMessages: 0,
  active: true,
  sessionsRemaining: 3,
  coach: {
    userId: 2001,
    firstName: 'Morgan',
    lastName: 'Reyes',
    pictureUrl: null,
    location: null,
    listingPageHeader: '',
  },
  client: { userId: 1005, firstName: 'Emery', lastName: 'Foster', pictureUrl: null },
};
const booking = (joinable: boolean): BookingView => ({
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
  canCancel: false,
  canReschedule: false,
  joinable,
});
const schedule = (bookings: BookingView[]): CoachingSchedule => ({
  coachId: 2001,
  clientId: 1005,
  coachName: 'Morgan Reyes',
  clientName: 'Emery Foster',
  timeZone: 'America/Denver',
  schedulingUrl: null,
  active: true,
  sessionsRemaining: 3,
  bookings,
});

function answer(bookings: BookingView[]) {
  return mockFetch((_method, path) => {
    if (path.includes('Booking/GetSchedule/2001/1005')) return { status: 200, body: schedule(bookings) };
    if (path.includes('Coach/GetMeeting/1005')) return { status: 404, body: { message: 'No meeting.' } };
    return undefined;
  });
}

beforeEach(() => setSession({ token: 't', userId: 1005, userTypeId: 1, userStepId: 4, expiresAt: future } as never));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe("the room header's JOIN SESSION for the member", () => {
  it('shows while a booked session is joinable', async () => {
    answer([booking(true)]);
    renderWithProviders(<RoomHeader room={ROOM} viewer="client" />);
    expect(await screen.findByRole('button', { name: 'JOIN SESSION' }, { timeout: 5_000 })).toBeEnabled();
  });

  it('stays away when the booked session is not joinable yet and no meeting is open', async () => {
    const { calls } = answer([booking(false)]);
    renderWithProviders(<RoomHeader room={ROOM} viewer="client" />);
    expect(await screen.findByTestId('next-session', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path.includes('Coach/GetMeeting/1005'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'JOIN SESSION' })).not.toBeInTheDocument();
  });
});
