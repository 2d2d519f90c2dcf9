import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_LINK_MESSAGES, newPassword, PASSWORD_MIN_LENGTH } from '@oola/domain';
import { ApiError } from '../../lib/api';
import { AccountCard } from '../../ui/account-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { openLoginModal } from '../../lib/login-modal-store';
import { useSchemaForm } from '../../lib/schema-form';
import { useResetLinkCheck, useResetPassword } from './api';

/** The new password by the server's rule, then the same again (checked once the password itself is fine). */
const formSchema = z
  .object({ password: newPassword, confirmation: z.string() })
  .refine((values) => !newPassword.safeParse(values.password).success || values.confirmation === values.password, {
    path: ['confirmation'],
    message: 'The two passwords are not the same',
  });

/** An unusable link: why, and a way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="This link cannot be used">
        {message}
      </Alert>
      <Button component={Link} to="/forgotPassword" size="md" fullWidth>
        ASK FOR A NEW LINK
      </Button>
    </Stack>
  );
}

/** /resetPassword?token=...: choose a new password with the e-mail's link, then sign in with it. */
export default function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Set a new password for your account.');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const check = useResetLinkCheck(token);
  const reset = useResetPassword();
  const form = useSchemaForm(formSchema, { initialValues: { password: '', confirmation: '' } });
  const submit = form.onSubmit(({ password }) => reset.mutate({ token, password }));

  if (!token) {
    return (
      <AccountCard title="Choose a new password">
        <LinkProblem message={ACCOUNT_LINK_MESSAGES.resetUnknown} />
      </AccountCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AccountCard title="Your password is changed">
        <Alert color="brand" variant="light" role="status" title="All set">
          Sign in with your new password. For your safety we signed you out everywhere else.
        </Alert>
        <Button size="md" fullWidth onClick={openLoginModal}>
          SIGN IN
        </Button>
      </AccountCard>
    );
  }

  // A 400 with a token is about the link itself (the form checks the password first); the page asks as it opens.
  const linkError = [check.error, reset.error].find((error) => error instanceof ApiError && error.status === 400);
  if (linkError) {
    return (
      <AccountCard title="Choose a new password">
        <LinkProblem message={linkError.message} />
      </AccountCard>
    );
  }

  if (check.isPending) {
    return (
      <AccountCard title="Choose a new password">
        <Center py="lg">
          <Loader size="sm" aria-label="Checking your link" />
        </Center>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Choose a new password" intro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              {reset.error.message}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            size="md"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="New password, again"
            withAsterisk
            autoComplete="new-password"
            size="md"
            {...form.getInputProps('confirmation')}
          />
          <Button type="submit" size="md" loading={reset.isPending} fullWidth>
            SET MY NEW PASSWORD
          </Button>
          <Anchor component={Link} to="/forgotPassword" size="sm" ta="center">
            Ask for a new link
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}
