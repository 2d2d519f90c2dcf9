import { Alert } from '@mantine/core';
import type { LoginMessage } from './sign-in';

const COLOR_BY_SEVERITY: Record<number, string> = { 1: 'green', 2: 'yellow', 3: 'orange', 4: 'red' };

/** The dismissible server message of the login forms, coloured by severity. */
export function LoginMessageBanner({ message, onClose }: { message: LoginMessage | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color={COLOR_BY_SEVERITY[message.severity] ?? 'red'}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onClose}
      data-severity={message.severity}
      role="alert"
    >
      {message.message}
    </Alert>
  );
}
