import { Button, Loader, Stack, Text } from '@mantine/core';
import type { CallState, CallStatus } from './use-meeting-call';

/** The status badge's words. */
export const STATUS_LABEL: Record<CallStatus, string> = {
  joining: 'Joining',
  waiting: 'Waiting',
  connecting: 'Connecting',
  connected: 'Connected',
  reconnecting: 'Reconnecting',
  failed: 'Connection failed',
  'signalling-lost': 'Offline',
  replaced: 'Open in another tab',
  refused: 'Not available',
  ended: 'Completed',
};

export const STATUS_COLOR: Partial<Record<CallStatus, string>> = {
  connected: 'green',
  reconnecting: 'yellow',
  failed: 'red',
  'signalling-lost': 'red',
  refused: 'red',
};

interface OverlayText {
  text: string;
  busy?: boolean;
  /** The words of the button that starts over. */
  retry?: string;
}

function overlayText(call: CallState, peerName: string): OverlayText | null {
  switch (call.status) {
    case 'joining':
      return { text: 'Joining the meeting…', busy: true };
    case 'waiting':
      return call.peerLeft
        ? { text: `${peerName} left the meeting. They can rejoin with the same link.` }
        : { text: `Waiting for ${peerName} to join…`, busy: true };
    case 'connecting':
      return { text: `Connecting to ${peerName}…`, busy: true };
    case 'reconnecting':
      return { text: 'The connection is unstable. Reconnecting…', busy: true };
    case 'failed':
      return {
        text: `We couldn't connect you to ${peerName}. A firewall or a strict network may be blocking the call.`,
        retry: 'TRY AGAIN',
      };
    case 'signalling-lost':
      return { text: 'We lost the connection to the meeting. Check your internet connection.', retry: 'RECONNECT' };
    case 'replaced':
      return { text: 'You joined this meeting from another tab or window.', retry: 'USE THIS TAB' };
    case 'refused':
      return { text: call.refusal ?? '' };
    default:
      return null;
  }
}

/** What is happening while the other person's video is not showing, and a way to start over when it failed. */
export function CallOverlay({ call, peerName, onRetry }: { call: CallState; peerName: string; onRetry: () => void }) {
  const overlay = overlayText(call, peerName);
  if (!overlay) return null;
  return (
    <Stack align="center" gap="md" maw={420} role={overlay.retry ? 'alert' : 'status'}>
      {overlay.busy && <Loader color="white" size="md" aria-hidden />}
      <Text c="white" fw={600} fz={{ base: 'md', sm: 'lg' }}>
        {overlay.text}
      </Text>
      {overlay.retry && (
        <Button variant="white" onClick={onRetry}>
          {overlay.retry}
        </Button>
      )}
    </Stack>
  );
}
