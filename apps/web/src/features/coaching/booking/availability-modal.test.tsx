import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, type Availability } from '@oola/domain';
import { clearSession, setSession } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AvailabilityModal } from './availability-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const availability: Availability = {
  userId: 2001,
  timeZone: 'America/Denver',
  schedulingUrl: null,
  ranges: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '11:00', end: '13:00' },
  ],
  daysOff: [],
};

describe('My availability', () => {
  it("names the weekday of the schema's problem and saves nothing", async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4, expiresAt: future } as never);
    const { calls } = mockFetch((method, path) =>
      path.includes('Coach/GetAvailability/2001') ? { status: 200, body: availability } : undefined,
    );
    renderWithProviders(<AvailabilityModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Monday: ${BOOKING_MESSAGES.overlap}`);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toEqual([]));
  });
});
