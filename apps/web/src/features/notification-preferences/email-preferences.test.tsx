import { Notifications } from '@mantine/notifications';
import { useIsMutating } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_CHANNELS,
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
} from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { EmailPreferences } from './email-preferences';

const stored: NotificationPreferences = {
  bookingReminders: true,
  dailyReminder: false,
  dailyReminderTime: '19:00',
  unreadChat: true,
  coachDigest: null,
  timeZone: 'UTC',
  channels: DEFAULT_MESSAGE_CHANNELS,
  quietHours: DEFAULT_QUIET_HOURS,
};

/** How many saves have not answered yet. */
function SavesInFlight() {
  return <output data-testid="saves-in-flight">{useIsMutating()}</output>;
}

describe('the e-mail reminders panel', () => {
  it('says "saved" once however many switches save in a row', async () => {
    let current = { ...stored };
    const { calls } = mockFetch((method, path, body) => {
      if (!path.endsWith('/Account/NotificationPreferences')) return undefined;
      if (method === 'PUT') current = { ...current, ...(body as Partial<NotificationPreferences>) };
      return { status: 200, body: current };
    });
    renderWithProviders(
      <>
        <Notifications />
        <EmailPreferences />
      </>,
    );

    const sessionReminders = await screen.findByRole('switch', { name: /^Session reminders/ });
    // The unread-chat rule the server keeps (decision 088): at the 15th minute, with no other limit.
    expect(
      screen.getByText(
        '15 minutes after a message arrives, if it is still unread: one e-mail with your unread messages.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(sessionReminders);
    expect(await screen.findByText(NOTIFICATION_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Unread chat/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: /^Unread chat/ }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Unread chat/ })).not.toBeChecked());
    expect(screen.getAllByText(NOTIFICATION_PREFERENCE_MESSAGES.saved)).toHaveLength(1);
  }, 20_000);

  it('keeps a switch turned on while the time saved just before is still answering, and saves in that order', async () => {
    let current = { ...stored };
    let releaseTime = () => {};
    const timeAnswered = new Promise<void>((resolve) => (releaseTime = resolve));
    const { calls, fetchMock } = mockFetch((method, path, body) => {
      if (!path.endsWith('/Account/NotificationPreferences')) return undefined;
      if (method === 'PUT') current = { ...current, ...(body as Partial<NotificationPreferences>) };
      return { status: 200, body: { ...current } };
    });
    const answer = fetchMock.getMockImplementation()!;
    // The first save's answer (the time alone: reminder still off) is held back until released.
    fetchMock.mockImplementation(async (input, init) => {
      const first = init?.method === 'PUT' && calls.filter((call) => call.method === 'PUT').length === 0;
      const response = answer(input, init);
      if (first) await timeAnswered;
      return response;
    });
    renderWithProviders(
      <>
        <EmailPreferences />
        <SavesInFlight />
      </>,
    );

    const time = await screen.findByLabelText('Reminder time');
    fireEvent.change(time, { target: { value: '07:30' } });
    fireEvent.blur(time);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const reminder = screen.getByRole('switch', { name: /^Daily action reminder/ });
    fireEvent.click(reminder);
    await waitFor(() => expect(reminder).toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    releaseTime();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('saves-in-flight')).toHaveTextContent('0'));
    expect(screen.getByRole('switch', { name: /^Daily action reminder/ })).toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { dailyReminderTime: '07:30' },
      { dailyReminder: true, dailyReminderTime: '07:30' },
    ]);
    expect(current).toMatchObject({ dailyReminder: true, dailyReminderTime: '07:30' });
  }, 20_000);
});
