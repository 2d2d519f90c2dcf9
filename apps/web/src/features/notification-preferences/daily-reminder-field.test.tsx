import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGE_CHANNELS, DEFAULT_QUIET_HOURS, type NotificationPreferences } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { DailyReminderField } from './daily-reminder-field';

const preferences: NotificationPreferences = {
  bookingReminders: true,
  dailyReminder: false,
  dailyReminderTime: '19:00',
  unreadChat: true,
  coachDigest: null,
  timeZone: 'America/Denver',
  channels: DEFAULT_MESSAGE_CHANNELS,
  quietHours: DEFAULT_QUIET_HOURS,
};

describe('the daily reminder field', () => {
  it('saves a new time on leaving the field, with the switch, in the member’s zone', () => {
    const onSave = vi.fn();
    renderWithProviders(<DailyReminderField preferences={preferences} onSave={onSave} />);
    expect(screen.getByText(/^Your time zone: Denver \(Mountain Time, UTC\u2212[67]\)$/)).toBeInTheDocument();
    const time = screen.getByLabelText('Reminder time');
    fireEvent.change(time, { target: { value: '07:30' } });
    fireEvent.blur(time);
    expect(onSave).toHaveBeenLastCalledWith({ dailyReminderTime: '07:30' });
    fireEvent.click(screen.getByRole('switch', { name: /^Daily action reminder/ }));
    expect(onSave).toHaveBeenLastCalledWith({ dailyReminder: true, dailyReminderTime: '07:30' });
  }, 20_000);

  it('keeps an incomplete time to itself and says how to write one', () => {
    const onSave = vi.fn();
    renderWithProviders(<DailyReminderField preferences={preferences} onSave={onSave} />);
    const time = screen.getByLabelText('Reminder time');
    fireEvent.change(time, { target: { value: '' } });
    fireEvent.blur(time);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(/Please give the time as HH:mm/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: /^Daily action reminder/ }));
    expect(onSave).toHaveBeenLastCalledWith({ dailyReminder: true });
  });
});
