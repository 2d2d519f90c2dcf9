import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PHONE_HINT } from '@oola/domain';
import { clearSession, getSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import EnrollPage from './enroll-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function open() {
  renderWithProviders(
    <Routes>
      <Route path="/enroll" element={<EnrollPage />} />
      <Route path="/customizeQuestions" element={<p>Customize your journey</p>} />
    </Routes>,
    { path: '/enroll?ref=janedoe' },
  );
}

describe('EnrollPage', () => {
  it('shows what is wrong under each field and sends nothing', async () => {
    const { calls } = mockFetch(() => undefined);
    open();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }));
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /First name/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(`Enter the phone number as ${PHONE_HINT}`)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the account with the referrer, signs in and starts the journey', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path.endsWith('/Enrollment/SignUp')
        ? {
            status: 200,
            body: {
              token: 'new-token',
              userId: 1200,
              userTypeId: 1,
              userStepId: 1,
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            },
          }
        : undefined,
    );
    open();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lopez');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana.lopez@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Cell phone/ }), PHONE_HINT);
    await userEvent.type(screen.getByLabelText(/Password/), 'a-long-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }));
    expect(await screen.findByText('Customize your journey')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.com',
      referredByAlias: 'janedoe',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(getSession()?.userId).toBe(1200);
  });
});
