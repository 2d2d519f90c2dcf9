import { Alert, Button, Loader, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@oola/domain';
import { useSession } from '../../lib/session';
import { openLoginModal } from '../../lib/login-modal-store';
import { AccountCard } from '../../ui/account-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { useConfirmEmailChange } from './api';

function Continue() {
  const session = useSession();
  return session ? (
    <Button component={Link} to="/account" size="md" fullWidth>
      GO TO MY ACCOUNT
    </Button>
  ) : (
    <Button size="md" fullWidth onClick={openLoginModal}>
      SIGN IN
    </Button>
  );
}

/** /account/confirm-email?token=...: the new address's link; says whether the address has changed. */
export default function ConfirmEmailPage() {
  usePageMeta('Confirm your new e-mail address', 'Confirm the new e-mail address of your account.');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirmation = useConfirmEmailChange(token);

  if (token && confirmation.isPending) {
    return (
      <AccountCard title="Confirming your new address">
        <Stack align="center">
          <Loader aria-label="Confirming" />
        </Stack>
      </AccountCard>
    );
  }

  if (confirmation.isSuccess) {
    return (
      <AccountCard title="Your e-mail address is changed">
        <Alert color="brand" variant="light" role="status" title="All set">
          {`${confirmation.data.email} is now the e-mail address of your account. Sign in with it from now on.`}
        </Alert>
        <Continue />
      </AccountCard>
    );
  }

  return (
    <AccountCard title="We could not change your e-mail address">
      <Alert color="red" variant="light" role="alert" title="This link cannot be used">
        {confirmation.error?.message ?? ACCOUNT_MESSAGES.emailChangeUnknown}
      </Alert>
      <Continue />
    </AccountCard>
  );
}
