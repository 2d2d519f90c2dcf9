import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEmailVerificationStatus, useResendVerificationEmail } from './api';

const dismissedKey = (email: string) => `oola.verify-email-notice.dismissed:${email}`;

/**
 * "Please verify your e-mail address", with a button that e-mails a new link: on the dashboard and the
 * notification settings while the member's address is not verified. Closing it hides it for that address
 * on this browser.
 */
export function VerifyEmailNotice() {
  const status = useEmailVerificationStatus();
  const resend = useResendVerificationEmail();
  const email = status.data?.email ?? null;
  const [dismissed, setDismissed] = useState(false);
  if (!status.data || status.data.verified || !email) return null;
  if (dismissed || localStorage.getItem(dismissedKey(email)) === 'yes') return null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(email), 'yes');
    setDismissed(true);
  };

  return (
    <Alert
      role="region"
      variant="light"
      color="brand"
      radius="lg"
      mb="lg"
      title="Please verify your e-mail address"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
    >
      <Text fz="sm" mb="xs">
        We sent a link to <strong>{email}</strong> when you signed up. Confirm it so we can reach you about your
        account.
      </Text>
      {resend.isSuccess ? (
        <Text fz="sm" fw={700} c="brand.8" role="status">
          {resend.data.message}
        </Text>
      ) : (
        <Group gap="sm">
          <Button size="xs" radius="xl" loading={resend.isPending} onClick={() => resend.mutate()}>
            Send a new link
          </Button>
          {resend.error && (
            <Text fz="sm" c="red.8" role="alert">
              {resend.error.message}
            </Text>
          )}
        </Group>
      )}
    </Alert>
  );
}
