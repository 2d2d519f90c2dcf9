import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/resetPassword?token=abc123') {
  renderWithProviders(<ResetPasswordPage />, { path });
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: 'SET MY NEW PASSWORD' });
const resetCalls = <T extends { path: string }>(calls: T[]) =>
  calls.filter((call) => call.path.includes('ResetPassword'));

describe('ResetPasswordPage', () => {
  it('checks the password rules and the repeat before asking the server', async () => {
    const { calls } = mockFetch(() => undefined);
    const user = renderPage();
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
      method === 'POST' && path.endsWith('Account/ResetPassword') ? { status: 204 } : undefined,
    );
    const user = renderPage();
    await user.type(screen.getByLabelText(/^New password \*$/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^New password, again/), 'long-enough-1');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(resetCalls(calls).map((call) => call.body)).toEqual([{ token: 'abc123', password: 'long-enough-1' }]);
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('says why an expired link cannot be used and links to a new one', async () => {
    mockFetch(() => ({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetExpired } }));
    const user = renderPage();
    await user.type(screen.getByLabelText(/^New password \*$/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^New password, again/), 'long-enough-1');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_LINK_MESSAGES.resetExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASK FOR A NEW LINK' })).toHaveAttribute('href', '/forgotPassword');
  });

  it('says a link without a token is not valid', () => {
    mockFetch(() => undefined);
    renderPage('/resetPassword');
    expect(screen.getByText(ACCOUNT_LINK_MESSAGES.resetUnknown)).toBeInTheDocument();
  });
});
