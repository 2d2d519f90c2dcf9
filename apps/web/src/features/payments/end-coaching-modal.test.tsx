import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentAccount } from '@oola/domain';
import { clearSession, getSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { EndCoachingModal } from './end-coaching-modal';

const account: PaymentAccount = {
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  subscription: { status: 'active', priceCents: 5000, currentPeriodEnd: '2030-01-15T00:00:00.000Z' },
  sessionsRemaining: 1,
  coach: { id: 2001, firstName: 'Morgan', lastName: 'Reyes', sessionRate: 85 },
  displayCoachingPayment: false,
};

const future = new Date(Date.now() + 86_400_000).toISOString();
beforeEach(() =>
  setSession({
    token: 't',
    userId: 1010,
    userTypeId: 1,
    userStepId: 4,
    hasCoach: true,
    displayCoachingPayment: false,
    expiresAt: future,
  } as never),
);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the end-coaching modal', () => {
  it('says what ends and what stays, sends nothing when kept, and ends the coaching for the caller', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'PUT' && path === '/api/Payments/CancelCoaching'
        ? {
            status: 200,
            body: { ended: true, message: PAYMENT_MESSAGES.coachingEnded, pastCoachId: 2001, account },
          }
        : undefined,
    );
    const onClose = vi.fn();
    const onEnded = vi.fn();
    renderWithProviders(<EndCoachingModal opened onClose={onClose} onEnded={onEnded} account={account} />);

    expect(await screen.findByText('Your coaching with Morgan Reyes ends today.')).toBeInTheDocument();
    expect(screen.getByText(/you will not be charged again/)).toBeInTheDocument();
    expect(screen.getByText('Your 1 remaining session stays yours, for your next coach.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'KEEP MY COACHING' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'END COACHING' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith(PAYMENT_MESSAGES.coachingEnded));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ userId: 1010 });
    expect(getSession()).toMatchObject({ hasCoach: false, displayCoachingPayment: true });
  });

  it('leaves out the subscription line without one, and shows the server’s reason when ending fails', async () => {
    mockFetch(() => ({ status: 403, body: { message: 'You can only see or change your own account.' } }));
    renderWithProviders(
      <EndCoachingModal
        opened
        onClose={() => {}}
        onEnded={() => {}}
        account={{ ...account, subscription: null, sessionsRemaining: 2 }}
      />,
    );
    expect(await screen.findByText('Your 2 remaining sessions stay yours, for your next coach.')).toBeInTheDocument();
    expect(screen.queryByText(/you will not be charged again/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'END COACHING' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only see or change your own account.');
  });
});
