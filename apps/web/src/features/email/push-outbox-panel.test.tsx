import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxPush } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { PushOutboxPanel } from './push-outbox-panel';

function push(id: number, overrides: Partial<OutboxPush>): OutboxPush {
  return {
    id,
    userId: 1001,
    to: 'Avery Brooks <avery@example.com>',
    kind: 'daily-reminder',
    title: 'Time to track your day',
    body: 'Two minutes for your seven areas.',
    url: '/tracker',
    status: 'sent',
    attempts: 1,
    error: null,
    skippedReason: null,
    sendAfter: null,
    devices: 2,
    createdAt: '2026-03-06T15:00:00Z',
    sentAt: '2026-03-06T15:00:05Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

/** The table row of the push titled `title` (the phone's cards hold the same text). */
const rowOf = (title: string) =>
  screen
    .getAllByText(title)
    .map((element) => element.closest('tr'))
    .find((row) => row !== null)!;

describe('PushOutboxPanel', () => {
  it('shows each push with its status, devices and why it waits, failed or was skipped', async () => {
    mockFetch((_method, path) =>
      path.endsWith('Support/Outbox/Pushes')
        ? {
            status: 200,
            body: [
              push(1, {}),
              push(2, { status: 'waiting', title: 'Your coach nudges you', sendAfter: '2026-03-07T08:00:00Z' }),
              push(3, { status: 'failed', title: 'New badge', attempts: 6, error: 'The push service answered 503.' }),
              push(4, { status: 'skipped', title: 'A message', devices: 0, skippedReason: 'No device.' }),
            ],
          }
        : undefined,
    );
    renderWithProviders(<PushOutboxPanel status={null} onStatus={() => undefined} timeZone="America/Denver" />);
    await screen.findAllByText('Your coach nudges you');
    const waiting = rowOf('Your coach nudges you');
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(within(waiting).getByText(/Quiet hours: goes at Mar 7, 2026, 1:00 AM MST/)).toBeTruthy();
    const failed = rowOf('New badge');
    expect(within(failed).getByText('The push service answered 503. (6 tries)')).toBeTruthy();
    const skipped = rowOf('A message');
    expect(within(skipped).getByText('No device')).toBeTruthy();
    expect(within(skipped).getByText('Not sent: No device.')).toBeTruthy();
  });

  it('asks for one status when staff choose it', async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    const onStatus = vi.fn();
    renderWithProviders(<PushOutboxPanel status={null} onStatus={onStatus} timeZone={null} />);
    expect(await screen.findByText('No pushes yet')).toBeTruthy();
    await userEvent.click(screen.getByText('Failed'));
    expect(onStatus).toHaveBeenCalledWith('failed');
  });
});
