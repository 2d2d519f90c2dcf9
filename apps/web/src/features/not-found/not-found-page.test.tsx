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
      <Route path="/myoola/:alias" element={<p>Personal site of the ambassador</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { path },
  );
}

describe('NotFoundPage', () => {
  it("sends an ambassador's alias to their personal site", async () => {
    const { calls } = mockFetch((_method, path) =>
      path.endsWith('/GetAmbassadorProfileInformation/janedoe')
        ? { status: 200, body: { firstName: 'Jane' } }
        : undefined,
    );
    open('/janedoe');
    expect(await screen.findByText('Personal site of the ambassador')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/Customer/GetAmbassadorProfileInformation/janedoe');
  });

  it('shows the 404 page with a way home when no ambassador has that alias', async () => {
    mockFetch(() => undefined);
    open('/nobody-here');
    expect(await screen.findByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/');
  });

  it('does not look up a path of several segments as an alias', async () => {
    const { calls } = mockFetch(() => undefined);
    open('/some/deep/path');
    expect(await screen.findByRole('heading', { name: "Sorry, this page doesn't exist!" })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('GetAmbassadorProfileInformation'))).toHaveLength(0);
  });
});
