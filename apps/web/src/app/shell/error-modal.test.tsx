import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ErrorModal } from './error-modal';

afterEach(() => vi.unstubAllGlobals());

const RULE = 'You can have at most 3 goals in an area.';

describe('ErrorModal', () => {
  it("opens titled 'Error' with the server's message on any 409, and closes with OK", async () => {
    mockFetch(() => ({ status: 409, body: { message: RULE } }));
    renderWithProviders(<ErrorModal />);
    await act(async () => {
      await expect(api('POST', 'Goals/Save', { goalId: 1 })).rejects.toBeInstanceOf(ApiError);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error');
    expect(dialog).toHaveTextContent(RULE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(RULE)).not.toBeInTheDocument());
  });

  it('stays closed when the caller handles the 409 itself, and for other errors', async () => {
    mockFetch((_method, path) =>
      path.includes('handled') ? { status: 409, body: { message: RULE } } : { status: 400, body: { message: 'Bad' } },
    );
    renderWithProviders(<ErrorModal />);
    await act(async () => {
      await expect(api('POST', 'handled', {}, { handleConflict: true })).rejects.toMatchObject({ status: 409 });
      await expect(api('POST', 'other', {})).rejects.toMatchObject({ status: 400, message: 'Bad' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
