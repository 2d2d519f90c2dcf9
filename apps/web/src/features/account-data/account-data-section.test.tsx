import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionStatus, LatestAccountExport } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { AccountDataSection } from './account-data-section';

afterEach(() => vi.unstubAllGlobals());

const READY: LatestAccountExport = {
  export: {
    id: 7,
    status: 'ready',
    requestedAt: '2026-11-27T15:00:00.000Z',
    readyAt: '2026-11-27T15:00:05.000Z',
    expiresAt: '2026-12-04T15:00:05.000Z',
    downloadable: true,
    sizeBytes: 20_480,
  },
};

function serve(latest: LatestAccountExport, deletion: AccountDeletionStatus) {
  let exportState = latest;
  let deletionState = deletion;
  return mockFetch((method, path, body) => {
    if (path.endsWith('/Account/ExportStatus')) return { status: 200, body: exportState };
    if (path.endsWith('/Account/Export') && method === 'POST') {
      exportState = { export: { ...READY.export!, id: 8, status: 'pending', downloadable: false } };
      return { status: 202, body: exportState.export };
    }
    if (path.endsWith('/Account/Deletion') && method === 'GET') return { status: 200, body: deletionState };
    if (path.endsWith('/Account/Deletion') && method === 'POST') {
      if ((body as { password: string }).password !== 'right')
        return { status: 400, body: { message: 'The password is not correct.' } };
      deletionState = { deletion: { requestedAt: '2026-11-27T15:00:00.000Z', eraseAfter: '2026-12-11T15:00:00.000Z' } };
      return { status: 201, body: deletionState };
    }
    if (path.endsWith('/Account/Deletion') && method === 'DELETE') {
      deletionState = { deletion: null };
      return { status: 204, body: undefined };
    }
    return undefined;
  });
}

describe('AccountDataSection', () => {
  it('offers the ready export until its expiry and starts a new one', async () => {
    const { calls } = serve(READY, { deletion: null });
    renderWithProviders(<AccountDataSection />);
    expect(await screen.findByTestId('export-ready')).toHaveTextContent('Download it until');
    expect(screen.getByTestId('export-ready')).toHaveTextContent('(20 KB)');
    await userEvent.click(screen.getByRole('button', { name: 'ASK FOR A NEW EXPORT' }));
    expect(await screen.findByText('Preparing your export')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/Account/Export'))).toBe(true);
  });

  it('asks for the typed words and the password, shows a refusal, then the scheduled deletion, and keeps the account', async () => {
    serve({ export: null }, { deletion: null });
    renderWithProviders(<AccountDataSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'DELETE MY ACCOUNT' }));
    const dialog = await screen.findByRole('dialog');
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'DELETE MY ACCOUNT' }));
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'delete my account');
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'right');
    await submit();
    expect(await screen.findByTestId('deletion-scheduled')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'KEEP MY ACCOUNT' }));
    expect(await screen.findByRole('button', { name: 'DELETE MY ACCOUNT' })).toBeInTheDocument();
  });
});
