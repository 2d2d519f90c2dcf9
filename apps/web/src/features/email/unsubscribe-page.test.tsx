import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = '1005.daily-reminder.signature';

describe('UnsubscribePage', () => {
  it('names what the link turns off, turns it off with the button and leads to the settings', async () => {
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path.startsWith('/api/Account/Unsubscribe/Check'))
        return { status: 200, body: { category: 'daily-reminder', label: 'daily action reminders' } };
      if (method === 'POST' && path.startsWith('/api/Account/Unsubscribe'))
        return { status: 200, body: { unsubscribed: true, category: 'daily-reminder' } };
      return undefined;
    });
    renderWithProviders(<UnsubscribePage />, { path: `/unsubscribe?token=${encodeURIComponent(TOKEN)}` });
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from daily action reminders?' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Manage all your notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );

    await userEvent.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We will not send you daily action reminders any more.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/Account/Unsubscribe?token=${encodeURIComponent(TOKEN)}`,
    ]);
  });

  it('says at once that a link is not valid, with the way to the settings', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'This unsubscribe link is not valid.' } }));
    renderWithProviders(<UnsubscribePage />, { path: `/unsubscribe?token=nonsense` });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NOTIFICATION SETTINGS' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });
});
