import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EstablishActions } from './establish-actions';

afterEach(() => vi.unstubAllGlobals());

describe('ESTABLISH 3 DAILY ACTION STEPS', () => {
  it('waits for three actions, adds and removes rows, and sends the cleaned texts', async () => {
    const { calls } = mockFetch((method) => (method === 'POST' ? { status: 200, body: { actions: [] } } : undefined));
    const onSaved = vi.fn();
    renderWithProviders(<EstablishActions topGoals={[]} initial={['Walk  daily']} onSaved={onSaved} />);
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Action 2' }), 'Drink water');
    await user.click(screen.getByRole('button', { name: '+ ADD MORE' }));
    const rows = screen.getAllByRole('textbox', { name: /^Action \d+$/ });
    await user.type(rows.at(-1)!, 'Read ten pages');
    await user.click(screen.getByRole('button', { name: 'Remove action 3' }));
    expect(screen.getByText('3 of 15 actions')).toBeInTheDocument();
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '+ ADD MORE' }));
    await user.type(screen.getByRole('textbox', { name: 'Action 4' }), ' Call a friend ');
    await user.click(next);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = calls.find((call) => call.method === 'POST')?.body as { actions: string[] };
    expect(body.actions).toEqual(['Walk daily', 'Drink water', 'Read ten pages', 'Call a friend']);
  });
});
