import { Alert, Button, Center, Group, Loader } from '@mantine/core';

/** A way's content while its call is on its way. */
export function Loading() {
  return (
    <Center mih={200}>
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** A failed call's message, as the server (or the network) put it. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** BACK to the previous way. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Group>
      <Button variant="default" onClick={onClick}>
        BACK
      </Button>
    </Group>
  );
}
