import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

/** Renders the page and waits for the form, which shows once the server says the link works. */
async function renderPage(path = '/resetPassword?token=abc123') {
  renderWithProviders(<ResetPasswordPage />, { path });
  await screen.findByLabelText(/^New password \*$/);
  return userEvent.setup();
}

const isCheck = (method: string, path: string) => method === 'GET' && path.includes('Account/ResetPassword/Check');

const submit = () => screen.getByRole('button', { name: 'SET MY NEW PASSWORD' });
const resetCalls = <T extends { method: string; path: string }>(calls: T[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.includes('ResetPassword'));

describe('ResetPasswordPage', () => {
  it('checks the password rules and the repeat before asking the server', async () => {
    const { calls } = mockFetch((method, path) => (isCheck(method, path) ? { status: 204 } : undefined));
    const user = await renderPage();
    await user.type(screen.getByLabelText(/^New password \*$/), 'short');
    await user.click(submit());
    expect(screen.getByText('The password needs at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password \*$/));
    await user.type(screen.getByLabelText(/^New password \*$/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^New password, again/), 'long-enough-2');
    await user.click(submit());
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(resetCalls(calls)).toEqual([]);
  });

  it('sends the token and the password, then offers to sign in', async () => {
    const { calls } = mockFetch((method, path) =>
      isCheck(method, path) || (method === 'POST' && path.endsWith('Account/ResetPassword'))
        ? { status: 204 }
        : undefined,
    );
    const user = await renderPage();
    await user.type(screen.getByLabelText(/^New password \*$/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^New password, again/), 'long-enough-1');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(resetCalls(calls).map((call) => call.body)).toEqual([{ token: 'abc123', password: 'long-enough-1' }]);
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('says at once, before any typing, why a used link cannot be used and links to a new one', async () => {
    const { calls } = mockFetch((method, path) =>
      isCheck(method, path) ? { status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetUsed } } : undefined,
    );
    renderWithProviders(<ResetPasswordPage />, { path: '/resetPassword?token=abc123' });
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.resetUsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASK FOR A NEW LINK' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.queryByLabelText(/^New password \*$/)).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /api/Account/ResetPassword/Check?token=abc123',
    );
    expect(resetCalls(calls)).toEqual([]);
  });

  it('says why a link that ran out while the form was open cannot be used', async () => {
    mockFetch((method, path) =>
      isCheck(method, path) ? { status: 204 } : { status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetExpired } },
    );
    const user = await renderPage();
    await user.type(screen.getByLabelText(/^New password \*$/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^New password, again/), 'long-enough-1');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.resetExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASK FOR A NEW LINK' })).toHaveAttribute('href', '/forgotPassword');
  });

  it('says a link without a token is not valid', () => {
    mockFetch(() => undefined);
    renderWithProviders(<ResetPasswordPage />, { path: '/resetPassword' });
    expect(screen.getByText(ACCOUNT_LINK_MESSAGES.resetUnknown)).toBeInTheDocument();
  });
});
