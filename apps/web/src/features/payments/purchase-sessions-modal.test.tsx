import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { mockFetch, type MockAnswer } from '../../test/fetch-mock';
import { clearSession, setSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { PurchaseSessionsModal } from './purchase-sessions-modal';

const account = {
  card: { brand: 'visa', last4: '0341', expMonth: 12, expYear: 2030 },
  subscription: null,
  sessionsRemaining: 0,
  coach: { id: 2001, firstName: 'Morgan', lastName: 'Reyes', sessionRate: 85 },
  displayCoachingPayment: false,
};

const future = new Date(Date.now() + 86_400_000).toISOString();
beforeEach(() => setSession({ token: 't', userId: 1005, userTypeId: 1, userStepId: 4, expiresAt: future } as never));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the purchase-sessions modal', () => {
  it('shows the validation text at 0, totals the price, keeps the key across an unanswered retry and pays after a decline', async () => {
    const purchases: MockAnswer[] = [
      { status: 503, body: { message: PAYMENT_MESSAGES.unavailable } },
      {
        status: 402,
        body: {
          message: PAYMENT_MESSAGES.declined,
          declineCode: 'card_declined',
          declineMessage: 'Your card was declined.',
        },
      },
      {
        status: 200,
        body: { message: 'Session purchase successful', quantity: 3, amountCents: 25500, sessionsRemaining: 3 },
      },
    ];
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/Payments/Account') return { status: 200, body: account };
      if (method === 'POST' && path === '/api/Coach/PurchaseSession') return purchases.shift();
      return undefined;
    });
    renderWithProviders(<PurchaseSessionsModal opened onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'One session fewer' }));
    fireEvent.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.quantityRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'One session more' }));
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('$255.00');

    fireEvent.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.unavailable)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.declined)).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPDATE PAYMENT' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@oola.example' })).toHaveAttribute(
      'href',
      'mailto:support@oola.example',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText('Session purchase successful')).toBeInTheDocument();

    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['Idempotency-Key']);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual(
      Array(3).fill({ coachId: 2001, userId: 1005, quantity: 3 }),
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'DONE' })).toBeInTheDocument());
  }, 30_000);
});
