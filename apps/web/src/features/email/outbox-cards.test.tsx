import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { OutboxCards } from './outbox-cards';

function message(id: number, overrides: Partial<OutboxMessage>): OutboxMessage {
  return {
    id,
    to: 'ana@example.com',
    subject: 'Welcome to Oola',
    template: 'welcome',
    category: 'account',
    status: 'sent',
    attempts: 1,
    error: null,
    skippedReason: null,
    sendAfter: null,
    createdAt: '2026-03-06T15:00:00Z',
    sentAt: '2026-03-06T15:00:05Z',
    ...overrides,
  };
}

const MESSAGES = [
  message(7, {}),
  message(8, { subject: 'Your receipt', status: 'failed', error: 'Mailbox unavailable', to: 'bo@example.com' }),
];

describe('OutboxCards', () => {
  it('shows each message with its status and time in the viewer’s zone, and the failure reason', () => {
    renderWithProviders(
      <OutboxCards messages={MESSAGES} timeZone="America/New_York" hrefOf={(id) => `/m/${id}`} onOpen={vi.fn()} />,
    );
    const [welcome, receipt] = screen.getAllByTestId('outbox-card');
    expect(within(welcome!).getByText('Sent')).toBeInTheDocument();
    expect(welcome).toHaveTextContent('Mar 6, 2026, 10:00 AM EST');
    expect(welcome).not.toHaveTextContent('Mailbox unavailable');
    expect(within(receipt!).getByText('Failed')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('bo@example.com');
    expect(receipt).toHaveTextContent('Mailbox unavailable');
  });

  it('says when a message waiting for quiet hours goes, in the viewer’s zone', () => {
    const waiting = message(9, { status: 'waiting', sentAt: null, sendAfter: '2026-03-07T13:00:00Z' });
    renderWithProviders(
      <OutboxCards messages={[waiting]} timeZone="America/New_York" hrefOf={(id) => `/m/${id}`} onOpen={vi.fn()} />,
    );
    const card = screen.getByTestId('outbox-card');
    expect(within(card).getByText('Waiting for quiet hours')).toBeInTheDocument();
    expect(card).toHaveTextContent("Goes at Mar 7, 2026, 8:00 AM EST, when the recipient's quiet hours end.");
  });

  it('opens a message in place, while its link still has its own address', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <OutboxCards messages={MESSAGES} timeZone={null} hrefOf={(id) => `/m/${id}`} onOpen={onOpen} />,
    );
    const link = screen.getByRole('link', { name: 'Your receipt' });
    expect(link).toHaveAttribute('href', '/m/8');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(8);
  });
});
