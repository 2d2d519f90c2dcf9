import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AccountCard } from '../../ui/account-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { useUnsubscribe, useUnsubscribeCheck } from './api';

const SETTINGS = '/settings/notifications';
const INVALID = 'This unsubscribe link is not valid';

function SettingsLink() {
  return (
    <Anchor component={Link} to={SETTINGS} ta="center" fw={700}>
      Manage all your notification settings
    </Anchor>
  );
}

/**
 * /unsubscribe?token=…: where a message's unsubscribe link leads, on the public site. It says at once what the
 * link turns off (or that it is not valid), turns it off with one button, and leads to the notification settings.
 */
export default function UnsubscribePage() {
  usePageMeta('Unsubscribe', 'Stop a kind of e-mail from the portal.');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const check = useUnsubscribeCheck(token);
  const unsubscribe = useUnsubscribe();

  if (!token || check.isError) {
    return (
      <AccountCard title={INVALID}>
        <Text ta="center">
          Please use the link from your most recent e-mail, or choose which messages you get in your settings.
        </Text>
        <Button component={Link} to={SETTINGS} size="md" fullWidth>
          NOTIFICATION SETTINGS
        </Button>
      </AccountCard>
    );
  }

  if (check.isPending) {
    return (
      <AccountCard title="Unsubscribe">
        <Center py="lg">
          <Loader size="sm" aria-label="Checking your link" />
        </Center>
      </AccountCard>
    );
  }

  const { label } = check.data;
  if (unsubscribe.isSuccess) {
    return (
      <AccountCard title="You are unsubscribed">
        <Alert color="brand" variant="light" role="status">
          We will not send you {label} any more. You can turn them back on in your settings.
        </Alert>
        <SettingsLink />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={`Unsubscribe from ${label}?`}>
      <Stack gap="md">
        <Text ta="center">We will stop sending you {label}. You can turn them back on in your settings.</Text>
        {unsubscribe.isError && (
          <Alert color="red" variant="light" role="alert">
            {unsubscribe.error.message}
          </Alert>
        )}
        <Button size="md" fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          UNSUBSCRIBE
        </Button>
        <SettingsLink />
      </Stack>
    </AccountCard>
  );
}
