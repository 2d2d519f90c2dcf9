import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { clearSession, setSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { ConfirmCoachPayment } from './confirm-coach-payment';

const coach = { id: 2001, firstName: 'Morgan', lastName: 'Reyes' };
const future = new Date(Date.now() + 86_400_000).toISOString();
const expiry = `12${String(new Date().getUTCFullYear() + 3).slice(-2)}`;

beforeEach(() =>
  setSession({
    token: 't',
    userId: 1010,
    userTypeId: 1,
    userStepId: 4,
    timeZone: 'America/Denver',
    expiresAt: future,
  } as never),
);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function typeCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('confirming a coach with the first month of coaching', () => {
  it('clears and focuses the declined number on UPDATE PAYMENT, then says what was paid and what comes next', async () => {
    let card: { brand: string; last4: string; expMonth: number; expYear: number } | null = null;
    const { calls } = mockFetch((method, path, body) => {
      if (path === '/api/Payments/Account') {
        return {
          status: 200,
          body: { card, subscription: null, sessionsRemaining: 0, coach: null, displayCoachingPayment: true },
        };
      }
      if (method === 'PUT' && path === '/api/Payments/Card') {
        if ((body as { number: string }).number.endsWith('0002')) {
          return {
            status: 402,
            body: {
              message: PAYMENT_MESSAGES.declined,
              declineCode: 'card_declined',
              declineMessage: 'Your card was declined.',
            },
          };
        }
        card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 };
        return { status: 200, body: card };
      }
      if (method === 'POST' && path === '/api/FindCoach/SelectCoach/2001') {
        return {
          status: 200,
          body: {
            coachId: 2001,
            charged: true,
            subscription: { status: 'active', priceCents: 5000, currentPeriodEnd: '2026-12-27T05:00:00.000Z' },
          },
        };
      }
      return undefined;
    });
    const onSelected = vi.fn();
    renderWithProviders(<ConfirmCoachPayment coach={coach} onSelected={onSelected} onCancel={() => {}} />);

    await screen.findByLabelText('Card number');
    typeCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'PAY $50 AND CONFIRM' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.declined)).toBeInTheDocument();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveValue('4000 0000 0000 0002');

    fireEvent.click(screen.getByRole('button', { name: 'UPDATE PAYMENT' }));
    await waitFor(() => expect(number).toHaveValue(''));
    expect(number).toHaveFocus();
    expect(screen.getByLabelText('CVC')).toHaveValue('123');

    fireEvent.change(number, { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    const confirmed = await screen.findByTestId('coaching-confirmed');
    expect(confirmed).toHaveTextContent('Morgan is your coach!');
    expect(confirmed).toHaveTextContent('$50.00 was charged to your Visa •••• 4242 for your first month of coaching.');
    // The renewal day in the member's zone: 05:00 UTC on the 27th is still the 26th in Denver.
    expect(confirmed).toHaveTextContent('It renews on December 26, 2026 at $50.00 a month');
    expect(confirmed).toHaveTextContent('What comes next');
    expect(onSelected).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    expect(onSelected).toHaveBeenCalledWith(expect.objectContaining({ coachId: 2001, charged: true }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
