import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLoadingOverlay } from '../../lib/shell-events';
import { renderWithProviders } from '../../test/render';
import { FullScreenLoading } from './loading-overlay';

const overlay = () => document.querySelector('.mantine-LoadingOverlay-root');

describe('FullScreenLoading', () => {
  it('covers the screen while a blocking call runs, until the last one ends', async () => {
    renderWithProviders(<FullScreenLoading />);
    expect(overlay()).toBeNull();
    let finishFirst!: () => void;
    let finishSecond!: () => void;
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = withLoadingOverlay(() => new Promise<void>((resolve) => (finishFirst = resolve)));
      second = withLoadingOverlay(() => new Promise<void>((resolve) => (finishSecond = resolve)));
    });
    expect(overlay()).not.toBeNull();
    await act(async () => {
      finishFirst();
      await first;
    });
    expect(overlay()).not.toBeNull();
    await act(async () => {
      finishSecond();
      await second;
    });
    expect(overlay()).toBeNull();
  });
});
