import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { requestPasswordResetSchema } from '@oola/domain';
import { AccountCard } from '../../ui/account-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { openLoginModal } from '../../lib/login-modal-store';
import { useSchemaForm } from '../../lib/schema-form';
import { useRequestPasswordReset } from './api';

/** /forgotPassword: asks for the account's e-mail address and sends it a reset link. */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot your password', 'Get a link to choose a new password for your account.');
  const request = useRequestPasswordReset();
  const form = useSchemaForm(requestPasswordResetSchema, { initialValues: { email: '' } });
  // The address is sent as typed; the server reads it with the same schema.
  const submit = form.onSubmit(() => request.mutate(form.values));

  if (request.isSuccess) {
    return (
      <AccountCard title="Check your e-mail">
        <Alert color="brand" variant="light" role="status" title="Reset link sent">
          {request.data.message}
        </Alert>
        <Text size="sm" c="dimmed" ta="center">
          Nothing arrived? Look in your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => request.reset()}>
            try another address
          </Anchor>
          .
        </Text>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {request.isError && (
            <Alert color="red" variant="light" role="alert">
              {request.error.message}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            size="md"
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={request.isPending} fullWidth>
            SEND ME A RESET LINK
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={openLoginModal}>
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}
