import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentHistoryItem } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { clearSession, setSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { PaymentHistoryList } from './payment-history';

const future = new Date(Date.now() + 86_400_000).toISOString();
beforeEach(() =>
  setSession({
    token: 't',
    userId: 1005,
    userTypeId: 1,
    userStepId: 4,
    timeZone: 'Asia/Tokyo',
    expiresAt: future,
  } as never),
);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const line = (fields: Partial<PaymentHistoryItem>): PaymentHistoryItem => ({
  id: 1,
  createdAt: '2026-11-30T16:00:00.000Z',
  purpose: 'course',
  description: 'Money Made Simple (program)',
  amountCents: 5900,
  currency: 'usd',
  status: 'succeeded',
  card: { brand: 'visa', last4: '4242' },
  refundedAt: null,
  declineCode: null,
  ...fields,
});

describe('the payment history', () => {
  it('shows each payment in the member’s zone with its card and status, and a receipt only for a charged one', async () => {
    const payments = [
      line({ id: 3, status: 'refunded', refundedAt: '2026-12-02T16:00:00.000Z' }),
      line({ id: 2, status: 'declined', declineCode: 'card_declined', card: { brand: 'mastercard', last4: '0341' } }),
      line({ id: 1, purpose: 'sessions', description: '2 × 30-minute coaching sessions', amountCents: 17000 }),
    ];
    mockFetch((method, path) => (path === '/api/Payments/History' ? { status: 200, body: { payments } } : undefined));
    renderWithProviders(<PaymentHistoryList />);

    const lines = await screen.findAllByTestId('payment-line');
    expect(lines).toHaveLength(3);
    const [refunded, declined, sessions] = lines as [HTMLElement, HTMLElement, HTMLElement];
    // 16:00 UTC on Nov 30 is Dec 1 in Tokyo.
    expect(refunded).toHaveTextContent('Dec 1, 2026 · Visa •••• 4242');
    expect(within(refunded).getByTestId('payment-status')).toHaveTextContent('Refunded Dec 3, 2026');
    expect(within(refunded).getByRole('link', { name: /^Receipt for Money Made Simple/ })).toHaveAttribute(
      'href',
      '/billing/receipt/3',
    );
    expect(declined).toHaveTextContent('Mastercard •••• 0341');
    expect(within(declined).getByTestId('payment-status')).toHaveTextContent('Declined');
    expect(within(declined).queryByRole('link')).toBeNull();
    expect(sessions).toHaveTextContent('$170.00');
    expect(within(sessions).getByTestId('payment-status')).toHaveTextContent('Paid');
  });

  it('says so when there is no payment yet', async () => {
    mockFetch((method, path) =>
      path === '/api/Payments/History' ? { status: 200, body: { payments: [] } } : undefined,
    );
    renderWithProviders(<PaymentHistoryList />);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
