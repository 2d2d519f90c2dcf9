import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session, UserProgress } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { fakeBrowserPush, forgetBrowserPush } from './fake-browser-push';
import { PushOffer } from './push-offer';

const progress = (stepsTaken: number): UserProgress => ({
  stepsTaken,
  currentStreak: stepsTaken > 0 ? 1 : 0,
  longestStreak: stepsTaken > 0 ? 1 : 0,
  goalsCompleted: 0,
  fileName: null,
});

function member(stepsTaken: number) {
  setSession({ token: 't', userId: 41, expiresAt: '2099-01-01T00:00:00.000Z' } as Session);
  return mockFetch((method, path) => {
    if (path.endsWith('/api/Dashboard/GetUserProgress/41')) return { status: 200, body: progress(stepsTaken) };
    if (path.endsWith('/api/push/subscriptions')) return { status: 200, body: [] };
    if (path.endsWith('/api/push/key')) return { status: 200, body: { publicKey: 'B'.repeat(87) } };
    return undefined;
  });
}

afterEach(() => {
  forgetBrowserPush();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('the offer of notifications after the first tracked day', () => {
  it('is not made before a day is tracked (nor are the devices asked for), and never asks the browser by itself', async () => {
    const browser = fakeBrowserPush();
    const { calls } = member(0);
    renderWithProviders(<PushOffer />);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('GetUserProgress/41'))).toBe(true));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(calls.some((call) => call.path.includes('/api/push/'))).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('is made once a day is tracked; after "Not now" it is never made again', async () => {
    const browser = fakeBrowserPush();
    member(1);
    const first = renderWithProviders(<PushOffer />);
    const offer = await screen.findByRole('complementary', { name: 'Daily reminder on this device' });
    expect(offer).toHaveTextContent('You tracked your first day.');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();

    renderWithProviders(<PushOffer />);
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('"Yes, remind me here" asks the browser, subscribes, and is not offered again', async () => {
    const browser = fakeBrowserPush();
    const { calls } = member(3);
    renderWithProviders(<PushOffer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, remind me here' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('oola.pushOffer.41')).toBe('yes');
  });
});
