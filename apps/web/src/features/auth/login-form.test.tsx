import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const SHARED_PHONE = 'This phone number is used by more than one account. Please sign in with your Customer Id.';

function renderForm(onSignedIn = vi.fn()) {
  renderWithProviders(<LoginForm tabs={['phone', 'customerId']} onSignedIn={onSignedIn} />);
  return { onSignedIn, user: userEvent.setup() };
}

const identifier = () => screen.getByRole('textbox');
const submitButton = () => screen.getByRole('button', { name: "LET'S GO!" });

describe('LoginForm', () => {
  it("keeps LET'S GO! disabled until both fields are filled", async () => {
    mockFetch(() => undefined);
    const { user } = renderForm();
    expect(submitButton()).toBeDisabled();
    await user.type(identifier(), '555-010-1005');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
    expect(submitButton()).toBeEnabled();
  });

  it('shows the phone format when the number does not match it', async () => {
    mockFetch(() => undefined);
    const { user } = renderForm();
    await user.type(identifier(), '555 010 1005');
    await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
    expect(screen.getByText('Use the format 111-111-1111')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('clears the input when the tab changes', async () => {
    mockFetch(() => undefined);
    const { user } = renderForm();
    await user.type(identifier(), '555-010-1005');
    await user.click(screen.getByRole('tab', { name: 'Customer Id' }));
    expect(screen.getByRole('tab', { name: 'Customer Id' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Customer Id')).toHaveValue('');
  });

  it('signs in by phone with loginType 1 and answers the route of the step', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/Login'
        ? {
            status: 200,
            body: {
              token: 't',
              userId: 1005,
              userStepId: 4,
              userTypeId: 1,
              isShopify: false,
              expiresAt: '2999-01-01T00:00:00Z',
            },
          }
        : undefined,
    );
    const { user, onSignedIn } = renderForm();
    await user.type(identifier(), '555-010-1005');
    await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
    await user.click(submitButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashboard'));
    expect(calls.find((call) => call.path === '/api/Login')?.body).toMatchObject({
      userId: '555-010-1005',
      password: 'demo-pass-1',
      loginType: 1,
    });
  });

  it("gives an account without a time zone the browser's at sign-in, and leaves a chosen one alone", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    for (const timeZone of [null, 'Europe/Paris']) {
      const { calls } = mockFetch((method, path) => {
        if (method === 'POST' && path === '/api/Login') {
          return {
            status: 200,
            body: { token: 't', userId: 1008, userStepId: 4, timeZone, expiresAt: '2999-01-01T00:00:00Z' },
          };
        }
        if (method === 'PUT' && path === '/api/customer/UpdateUserDefinedTimeZone') {
          return { status: 200, body: { definedTimeZoneId: 'America/New_York', currentTime: '9:06 PM' } };
        }
        return undefined;
      });
      const { user, onSignedIn } = renderForm();
      await user.type(identifier(), '555-010-1008');
      await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
      await user.click(submitButton());
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      const puts = calls.filter((call) => call.method === 'PUT');
      if (timeZone) {
        expect(puts).toHaveLength(0);
        expect(getSession()?.timeZone).toBe('Europe/Paris');
      } else {
        expect(puts.map((call) => call.body)).toEqual([{ userId: 1008, definedTimeZoneId: 'America/New_York' }]);
        expect(getSession()?.timeZone).toBe('America/New_York');
      }
      cleanup();
      clearSession();
    }
    vi.restoreAllMocks();
  });

  it('sends an email typed in the Customer Id tab as loginType 3', async () => {
    const { calls } = mockFetch(() => ({ status: 401, body: { data: { severity: 4, message: 'Wrong password' } } }));
    const { user } = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Customer Id' }));
    await user.type(screen.getByPlaceholderText('Customer Id'), 'demo1001@example.com');
    await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
    expect(calls.find((call) => call.path === '/api/Login')?.body).toMatchObject({ loginType: 3 });
  });

  it('on a severity 3 answer shows the message, switches to the Customer Id tab and clears the input', async () => {
    mockFetch((method, path) =>
      method === 'POST' && path === '/api/Login'
        ? { status: 401, body: { data: { severity: 3, message: SHARED_PHONE } } }
        : undefined,
    );
    const { user, onSignedIn } = renderForm();
    await user.type(identifier(), '555-010-1010');
    await user.type(screen.getByPlaceholderText('Password'), 'demo-pass-1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_PHONE);
    expect(screen.getByRole('tab', { name: 'Customer Id' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Customer Id')).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
