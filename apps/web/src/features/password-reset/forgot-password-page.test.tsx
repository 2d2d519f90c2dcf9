import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it("shows the schema's message under Email and sends nothing, then sends the address", async () => {
    const { calls } = mockFetch((method) =>
      method === 'POST' ? { status: 202, body: { message: 'If an account uses this address…' } } : undefined,
    );
    renderWithProviders(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'SEND ME A RESET LINK' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SEND ME A RESET LINK' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'demo1001@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND ME A RESET LINK' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'demo1001@example.com' });
    expect(await screen.findByText('If an account uses this address…')).toBeInTheDocument();
  });
});
