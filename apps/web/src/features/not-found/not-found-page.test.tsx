import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import NotFoundPage from './not-found-page';

afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { path },
  );
}

describe('NotFoundPage', () => {
  it('shows the 404 page with a way home', async () => {
    mockFetch(() => undefined);
    open('/nobody-here');
    expect(await screen.findByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/');
  });

  it('asks the server nothing: a web alias never reaches it (the server sends /janedoe to /myoola/janedoe)', async () => {
    const { calls } = mockFetch(() => undefined);
    open('/janedoe');
    expect(await screen.findByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
