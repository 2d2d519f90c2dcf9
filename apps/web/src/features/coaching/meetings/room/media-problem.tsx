import { Alert, Button, Stack, Text } from '@mantine/core';
import type { MediaProblem } from './use-local-media';

const PROBLEMS: Record<MediaProblem, { title: string; text: string }> = {
  denied: {
    title: 'Your camera and microphone are blocked',
    text:
      'Your browser is not letting this page use your camera and microphone. Select the camera icon or the ' +
      'padlock in the address bar, allow both for this site, then press TRY AGAIN.',
  },
  missing: {
    title: 'No camera or microphone found',
    text: 'Connect a camera, a microphone or a headset, then press TRY AGAIN.',
  },
  busy: {
    title: 'Your camera or microphone is busy',
    text: 'Another app or browser tab may be using them. Close it, then press TRY AGAIN.',
  },
  insecure: {
    title: 'Video needs a secure connection',
    text: 'Open this page over https to use your camera and microphone.',
  },
};

/** What went wrong with the camera and microphone, in words a member can act on, and TRY AGAIN. */
export function MediaProblemAlert({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { title, text } = PROBLEMS[problem];
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {problem !== 'insecure' && (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            TRY AGAIN
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
