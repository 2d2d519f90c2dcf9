import { describe, expect, it, vi } from 'vitest';
import { openPage } from './push-events';
import { clickTarget, notificationFromPush } from './push-payload';

describe('a push as the service worker shows it', () => {
  it('shows the title and body with the app icon, badge, tag and what its click needs', () => {
    const shown = notificationFromPush({
      title: 'Time to track',
      body: 'How did today go?',
      url: '/dashboard',
      tag: 'daily-reminder:2026-11-29',
      notificationId: 42,
    });
    expect(shown).toEqual({
      title: 'Time to track',
      options: {
        body: 'How did today go?',
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        tag: 'daily-reminder:2026-11-29',
        data: { url: '/dashboard', notificationId: 42 },
      },
    });
  });

  it("tags by the bell's entry when the payload names no tag, opens only the app's own pages, and ignores a foreign payload", () => {
    const shown = notificationFromPush({
      title: 'A',
      body: 'B',
      url: 'https://elsewhere.example/x',
      notificationId: 3,
    });
    expect(shown?.options.tag).toBe('notification-3');
    expect(shown?.options.data).toEqual({ url: '/dashboard', notificationId: 3 });
    expect(notificationFromPush({ title: 'A', body: 'B', url: '//elsewhere.example' })?.options.data).toEqual({
      url: '/dashboard',
      notificationId: null,
    });
    expect(notificationFromPush({ text: 'not ours' })).toBeNull();
    expect(notificationFromPush(null)).toBeNull();
  });

  it("opens the entry's page with its id, which the page marks read", () => {
    const origin = 'https://oola.example';
    expect(clickTarget({ url: '/coachingRoom/2001?tab=chat', notificationId: 9 }, origin)).toBe(
      'https://oola.example/coachingRoom/2001?tab=chat&notification=9',
    );
    expect(clickTarget({ url: '/dashboard', notificationId: null }, origin)).toBe('https://oola.example/dashboard');
  });
});

describe('a click on a notification', () => {
  const target = 'https://oola.example/dashboard?notification=9';
  /** A tab: navigate() answers the tab it moved (WindowClient), or null for one it cannot move. */
  const windowClient = () => {
    const client = { focus: vi.fn(), navigate: vi.fn() };
    client.focus.mockResolvedValue(client);
    client.navigate.mockResolvedValue(client);
    return client;
  };

  it('focuses an open tab of the app and moves it to the page', async () => {
    const tab = windowClient();
    const clients = { matchAll: vi.fn(async () => [tab]), openWindow: vi.fn() };
    await openPage(clients as unknown as Clients, target);
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(target);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab is open, or the open one cannot be moved', async () => {
    const none = { matchAll: vi.fn(async () => []), openWindow: vi.fn() };
    await openPage(none as unknown as Clients, target);
    expect(none.openWindow).toHaveBeenCalledWith(target);

    const stuck = windowClient();
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'));
    const some = { matchAll: vi.fn(async () => [stuck]), openWindow: vi.fn() };
    await openPage(some as unknown as Clients, target);
    expect(some.openWindow).toHaveBeenCalledWith(target);
    expect(stuck.focus).not.toHaveBeenCalled();
  });
});
