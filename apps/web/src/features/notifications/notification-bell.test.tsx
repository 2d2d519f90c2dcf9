import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification, Session } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './notification-bell';

vi.mock('../../lib/realtime', () => ({ connectHub: () => ({ on: () => undefined, close: () => undefined }) }));

const UNREAD: Notification = {
  id: 5,
  title: 'Time to track',
  message: '<p>How did today go?</p>',
  createdAt: '2026-11-28T07:30:00.000Z',
  readAt: null,
  url: '/dashboard',
};
const READ: Notification = { ...UNREAD, id: 4, title: 'Welcome', readAt: '2026-11-27T09:00:00.000Z', url: null };

/** The notifications this device shows, as the service worker's registration lists them. */
function shownOnDevice(ids: number[]) {
  const shown = ids.map((id) => ({ data: { url: '/dashboard', notificationId: id }, close: vi.fn() }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ getNotifications: async () => shown }) },
  });
  return shown;
}

function bellServer() {
  let entries = [UNREAD, READ];
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path.endsWith('/api/Notification/GetNotification')) return { status: 200, body: entries };
    if (method === 'POST' && path.endsWith('/api/Notification/Read')) {
      const ids = (body as { ids: number[] }).ids;
      entries = entries.map((entry) =>
        ids.includes(entry.id) ? { ...entry, readAt: '2026-11-28T08:00:00.000Z' } : entry,
      );
      return { status: 204 };
    }
    return undefined;
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  clearSession();
});

describe('the bell and the push are one notification', () => {
  it('marks what the open list shows read, closes those notifications on this device, and links an entry to its page', async () => {
    setSession({ token: 't', userId: 41, expiresAt: '2099-01-01T00:00:00.000Z' } as Session);
    const shown = shownOnDevice([5, 9]);
    const { calls } = bellServer();
    renderWithProviders(<NotificationBell userId={41} />);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('GetNotification'))).toBe(true));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('link', { name: 'Time to track' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Welcome' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ ids: [5] }]),
    );
    await waitFor(() => expect(shown[0]!.close).toHaveBeenCalled());
    expect(shown[1]!.close).not.toHaveBeenCalled();
  });

  it('marks the entry of the push whose click opened the page', async () => {
    setSession({ token: 't', userId: 41, expiresAt: '2099-01-01T00:00:00.000Z' } as Session);
    shownOnDevice([]);
    const { calls } = bellServer();
    renderWithProviders(<NotificationBell userId={41} />, { path: '/dashboard?notification=5' });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ ids: [5] }]),
    );
  });
});
