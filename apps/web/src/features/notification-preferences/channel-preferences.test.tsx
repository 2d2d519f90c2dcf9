import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_CHANNELS,
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ChannelPreferences } from './channel-preferences';

const stored: NotificationPreferences = {
  bookingReminders: true,
  dailyReminder: false,
  dailyReminderTime: '19:00',
  unreadChat: true,
  coachDigest: null,
  timeZone: 'America/Denver',
  channels: DEFAULT_MESSAGE_CHANNELS,
  quietHours: DEFAULT_QUIET_HOURS,
};

/** A server that keeps what is saved, as the real one answers. */
function serve(start: NotificationPreferences) {
  let current = start;
  return mockFetch((method, path, body) => {
    if (!path.endsWith('/Account/NotificationPreferences')) return undefined;
    if (method === 'PUT') {
      const { channels, quietHours, ...rest } = body as UpdateNotificationPreferences;
      current = {
        ...current,
        ...rest,
        channels: { ...current.channels, ...channels },
        quietHours: { ...current.quietHours, ...quietHours },
      };
    }
    return { status: 200, body: current };
  });
}

const render = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ChannelPreferences />
    </>,
  );

describe('the "How we reach you" card', () => {
  it('shows each kind with its channel, and saves a new one at once with the saved message', async () => {
    const { calls } = serve(stored);
    render();
    const sessions = await screen.findByRole('group', { name: 'Coaching sessions' });
    expect(within(sessions).getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Weekly coach digest' })).not.toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Daily action reminder' })).getByRole('radio', { name: 'E-mail' }),
    );
    expect(await screen.findByText(NOTIFICATION_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { channels: { 'daily-reminder': 'email' } },
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Daily action reminder' })).getByRole('radio', { name: 'E-mail' }),
    ).toBeChecked();
  });

  it("offers a coach the digest's channel", async () => {
    serve({ ...stored, coachDigest: true });
    render();
    const digest = await screen.findByRole('group', { name: 'Weekly coach digest' });
    expect(within(digest).getByRole('radio', { name: 'E-mail' })).toBeChecked();
  });

  it('saves quiet hours on leaving a time, refuses an empty window, and turns them off', async () => {
    const { calls } = serve(stored);
    render();
    const from = await screen.findByLabelText('From');
    const until = screen.getByLabelText('Until');
    expect(screen.getByText(/^In your time zone: Denver/)).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '08:00' } });
    fireEvent.blur(from);
    expect(screen.getByText(NOTIFICATION_PREFERENCE_MESSAGES.quietHoursSame)).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '22:30' } });
    fireEvent.change(until, { target: { value: '06:45' } });
    fireEvent.blur(until);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { quietHours: { start: '22:30', end: '06:45' } },
      ]),
    );
    fireEvent.click(screen.getByRole('switch', { name: /^Quiet hours/ }));
    await waitFor(() => expect(screen.getByLabelText('From')).toBeDisabled());
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ quietHours: { enabled: false } });
  });
});
