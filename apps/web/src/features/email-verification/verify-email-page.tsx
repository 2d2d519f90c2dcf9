import { Alert, Button, Loader, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { useSession } from '../../lib/session';
import { AccountCard } from '../../ui/account-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { openLoginModal } from '../../lib/login-modal-store';
import { useVerifyEmail } from './api';

function Continue() {
  const session = useSession();
  return session ? (
    <Button component={Link} to="/login" size="md" fullWidth>
      CONTINUE
    </Button>
  ) : (
    <Button size="md" fullWidth onClick={openLoginModal}>
      SIGN IN
    </Button>
  );
}

/** /verifyEmail?token=...: the welcome e-mail's link; says whether the address is now verified. */
export default function VerifyEmailPage() {
  usePageMeta('Verify your e-mail address', 'Confirm the e-mail address of your account.');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) {
    return (
      <AccountCard title="Verifying your e-mail address">
        <Stack align="center">
          <Loader aria-label="Verifying" />
        </Stack>
      </AccountCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <AccountCard title="Your e-mail address is verified">
        <Alert color="brand" variant="light" role="status" title="Thank you">
          {verification.data.email} is confirmed. We will use it for your password resets, bookings and receipts.
        </Alert>
        <Continue />
      </AccountCard>
    );
  }

  // A used link was opened before: the address is verified already, which is no failure to the member.
  if (verification.error?.message === ACCOUNT_LINK_MESSAGES.verifyUsed) {
    return (
      <AccountCard title="Your e-mail address is already verified">
        <Alert color="brand" variant="light" role="status" title="Nothing more to do">
          {verification.error.message}
        </Alert>
        <Continue />
      </AccountCard>
    );
  }

  return (
    <AccountCard title="We could not verify this link">
      <Alert color="red" variant="light" role="alert" title="This link cannot be used">
        {verification.error?.message ?? ACCOUNT_LINK_MESSAGES.verifyUnknown}
      </Alert>
      <Continue />
    </AccountCard>
  );
}
