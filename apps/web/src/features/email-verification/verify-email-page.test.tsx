import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import VerifyEmailPage from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage', () => {
  it("sends the link's token once and confirms the verified address", async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path.endsWith('/Account/VerifyEmail')
        ? { status: 200, body: { email: 'ana@example.com' } }
        : undefined,
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/verifyEmail?token=abc123' });
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.com is confirmed.');
    expect(calls.filter((call) => call.path.endsWith('/Account/VerifyEmail')).map((call) => call.body)).toEqual([
      { token: 'abc123' },
    ]);
  });

  it('treats a link used before as already verified, not as a failure', async () => {
    mockFetch((_method, path) =>
      path.endsWith('/Account/VerifyEmail')
        ? { status: 400, body: { message: ACCOUNT_LINK_MESSAGES.verifyUsed } }
        : undefined,
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/verifyEmail?token=used' });
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is already verified' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason for an expired link", async () => {
    mockFetch((_method, path) =>
      path.endsWith('/Account/VerifyEmail') ? { status: 400, body: { message: 'This link has expired.' } } : undefined,
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/verifyEmail?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('heading', { name: 'We could not verify this link' })).toBeInTheDocument();
  });

  it('without a token says the link cannot be used and calls nothing', async () => {
    const { calls } = mockFetch(() => undefined);
    renderWithProviders(<VerifyEmailPage />, { path: '/verifyEmail' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verifyUnknown);
    expect(calls.filter((call) => call.path.endsWith('/Account/VerifyEmail'))).toHaveLength(0);
  });
});
