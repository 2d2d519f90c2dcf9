import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DeviceCheck } from './device-check';
import { useLocalMedia } from './use-local-media';

function Check({ onJoin = () => {} }: { onJoin?: () => void }) {
  return <DeviceCheck media={useLocalMedia()} peerName="Morgan" onJoin={onJoin} />;
}

const withMediaDevices = (getUserMedia: () => Promise<MediaStream>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia, enumerateDevices: async () => [] } });

afterEach(() => vi.unstubAllGlobals());

describe('DeviceCheck', () => {
  it('explains a blocked camera and microphone, keeps JOIN NOW off, and asks again on TRY AGAIN', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    withMediaDevices(getUserMedia);
    renderWithProviders(<Check />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your camera and microphone are blocked');
    expect(alert).toHaveTextContent('allow both for this site');
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();

    const calls = getUserMedia.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(getUserMedia.mock.calls.length).toBeGreaterThan(calls));
  });

  it('tries the microphone alone when there is no camera, and says so when there is neither', async () => {
    const missing = new DOMException('Requested device not found', 'NotFoundError');
    const getUserMedia = vi.fn().mockRejectedValue(missing);
    withMediaDevices(getUserMedia);
    renderWithProviders(<Check />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera or microphone found');
    expect(getUserMedia.mock.calls.map(([constraints]) => Object.keys(constraints as object))).toEqual([
      ['video', 'audio'],
      ['audio'],
      ['video'],
    ]);
  });

  it('says video needs a secure connection where the browser offers no camera at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderWithProviders(<Check />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Video needs a secure connection');
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).not.toBeInTheDocument();
  });
});
