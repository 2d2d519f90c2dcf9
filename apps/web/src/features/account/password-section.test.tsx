import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { PasswordSection } from './password-section';

afterEach(() => vi.unstubAllGlobals());

function fill(current: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
}

describe('the password section of My account', () => {
  it('checks the rules before sending: length and the repeated password', async () => {
    const { calls } = mockFetch(() => undefined);
    renderWithProviders(<PasswordSection />);
    fill('old-secret-1', 'short', 'short');
    expect(await screen.findByText('The password needs at least 8 characters')).toBeInTheDocument();
    fill('old-secret-1', 'long-enough-1', 'long-enough-2');
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/api/Account/Password'))).toHaveLength(0);
  });

  it('sends the current and new password, and shows the server’s refusal or its confirmation', async () => {
    let answer: { status: number; body: { message: string } } = {
      status: 400,
      body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword },
    };
    const { calls } = mockFetch((method, path) =>
      method === 'PUT' && path.endsWith('/api/Account/Password') ? answer : undefined,
    );
    renderWithProviders(<PasswordSection />);
    fill('wrong-secret', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(calls.at(-1)?.body).toEqual({ currentPassword: 'wrong-secret', newPassword: 'long-enough-1' });

    answer = { status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } };
    fill('old-secret-1', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
