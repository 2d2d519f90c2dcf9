import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PREFERENCE_MESSAGES, type NotificationPreferences } from '@oola/domain';
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
};

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
    fireEvent.click(sessionReminders);
    expect(await screen.findByText(NOTIFICATION_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Unread chat/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: /^Unread chat/ }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Unread chat/ })).not.toBeChecked());
    expect(screen.getAllByText(NOTIFICATION_PREFERENCE_MESSAGES.saved)).toHaveLength(1);
  }, 20_000);
});
