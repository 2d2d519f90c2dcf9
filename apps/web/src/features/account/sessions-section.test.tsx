import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSession, type Session } from '@oola/domain';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SessionsSection } from './sessions-section';

const THIS: AccountSession = {
  id: 11,
  device: 'computer',
  browser: 'Chrome',
  operatingSystem: 'Linux x86_64',
  approximatePlace: 'Network 203.0.113.x',
  firstSeenAt: '2026-11-27T15:00:00.000Z',
  lastSeenAt: '2026-11-27T18:30:00.000Z',
  isCurrent: true,
};
const PHONE: AccountSession = {
  ...THIS,
  id: 12,
  device: 'phone',
  browser: 'Safari',
  operatingSystem: 'iOS',
  approximatePlace: null,
  isCurrent: false,
};

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the signed-in devices of My account', () => {
  it('lists each device with its times in the reader’s zone, this one marked and not offered to end', async () => {
    setSession({ token: 't', userId: 5, timeZone: 'America/Denver', expiresAt: '2099-01-01T00:00:00.000Z' } as Session);
    mockFetch((method, path) =>
      method === 'GET' && path.endsWith('/api/Account/Sessions') ? { status: 200, body: [THIS, PHONE] } : undefined,
    );
    renderWithProviders(<SessionsSection />);
    const here = await screen.findByRole('listitem', { name: 'Chrome on Linux x86_64 · Computer' });
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Network 203.0.113.x');
    expect(here).toHaveTextContent('Signed in Fri, Nov 27, 8:00 AM MST · last active Fri, Nov 27, 11:30 AM MST');
    expect(within(here).queryByRole('button', { name: 'SIGN OUT' })).toBeNull();
    const phone = screen.getByRole('listitem', { name: 'Safari on iOS · Phone' });
    expect(within(phone).getByRole('button', { name: 'SIGN OUT' })).toBeEnabled();
  });

  it('ends one device, or every other one, and says so', async () => {
    let sessions = [THIS, PHONE];
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path.endsWith('/api/Account/Sessions')) return { status: 200, body: sessions };
      if (method === 'DELETE' && path.endsWith('/api/Account/Sessions/12')) {
        sessions = [THIS];
        return { status: 204 };
      }
      return undefined;
    });
    renderWithProviders(<SessionsSection />);
    const phone = await screen.findByRole('listitem', { name: 'Safari on iOS · Phone' });
    fireEvent.click(within(phone).getByRole('button', { name: 'SIGN OUT' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'SIGN OUT EVERYWHERE ELSE' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
