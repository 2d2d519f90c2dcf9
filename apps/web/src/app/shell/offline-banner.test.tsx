import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useWorksOffline } from '../../features/offline';
import { OFFLINE_RETRY, OFFLINE_TITLE, OfflineBanner } from './offline-banner';

function PageThatWorksOffline() {
  useWorksOffline();
  return <OfflineBanner />;
}

function goOffline(offline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('covers the page and locks scrolling while offline, and lets go when back online', () => {
    renderWithProviders(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByText("We have detected you don't have internet connection.")).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_RETRY)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');

    goOffline(false);
    expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('on a page that works offline, shows a bar that leaves the page usable instead', async () => {
    renderWithProviders(<PageThatWorksOffline />);
    goOffline(true);
    expect(await screen.findByTestId('offline-bar')).toHaveTextContent(
      "You're offline. Your tracker and to-do list still work",
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});
