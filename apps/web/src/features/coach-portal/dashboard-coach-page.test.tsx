import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { clearSession, setSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import DashboardCoachPage from './dashboard-coach-page';

beforeEach(() => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  setSession({ token: 't', userId: 2001, userTypeId: 2, userStepId: 4, expiresAt: future } as never);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function open() {
  renderWithProviders(
    <Routes>
      <Route path="/DashboardCoach" element={<DashboardCoachPage />} />
      <Route path="/dashboard" element={<p>Member dashboard</p>} />
    </Routes>,
    { path: '/DashboardCoach' },
  );
}

describe('DashboardCoachPage', () => {
  it('sends someone whose coach profile cannot be read to the dashboard', async () => {
    const { calls } = mockFetch((_method, path) =>
      path.endsWith('/Coach/GetMyProfile/2001')
        ? { status: 403, body: { message: 'Not an active coach.' } }
        : undefined,
    );
    open();
    expect(await screen.findByText('Member dashboard')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/Coach/GetMyProfile/2001');
  });
});
