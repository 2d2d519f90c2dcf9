import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { IntroVideo } from './intro-video';
import { SHARE_ERROR_MESSAGE, ShareModal } from './share-modal';
import { Wheel } from './wheel';

describe('IntroVideo', () => {
  it('enables NEXT only after the video started playing', () => {
    const onNext = vi.fn();
    renderWithProviders(<IntroVideo src="/v.mp4" title="Step 1" onNext={onNext} />);
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next).toBeDisabled();
    fireEvent.play(screen.getByLabelText('Step 1'));
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });
});

describe('ShareModal', () => {
  it('opens the network share page with the hashtag, and alerts when the window is blocked', () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({ opener: {} } as Window)
      .mockReturnValueOnce(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<ShareModal opened onClose={() => {}} title="My wheel" message="Score 320" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on X / Twitter' }));
    expect(open.mock.calls[0]?.[0]).toContain('hashtags=Oola');
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(alert).toHaveBeenCalledWith(SHARE_ERROR_MESSAGE);
  });
});

describe('Wheel', () => {
  it('draws seven slices with the area names and the total', () => {
    renderWithProviders(<Wheel slices={[{ areaId: 1, score: 7 }]} total={312} />);
    expect(screen.getByRole('img', { name: /combined score 312/ })).toBeInTheDocument();
    expect(screen.getByText(/^FITNESS/)).toBeInTheDocument();
    expect(screen.getByText(/^FUN/)).toBeInTheDocument();
    expect(screen.getByText('312')).toBeInTheDocument();
  });
});
