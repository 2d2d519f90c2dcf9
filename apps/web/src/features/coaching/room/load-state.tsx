import { Alert, Button, Center, Loader } from '@mantine/core';

/** A part of the room that is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <Center h="100%" py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A part of the room that did not load: what happened and, unless trying again cannot help, a way to. */
export function LoadFailed({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      {message}{' '}
      {onRetry && (
        <Button variant="white" color="red" size="compact-sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
