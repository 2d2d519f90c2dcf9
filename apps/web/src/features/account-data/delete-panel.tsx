import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_DATA } from '@oola/domain';
import { showCallError } from '../../lib/show-error';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { SettingsPanel } from '../../ui/settings-panel';
import { useCancelDeletion, useDeletionStatus } from './api';
import { DeleteAccountModal } from './delete-account-modal';

/** Delete my account: ask for it (typed words and password), or keep the account during the grace period. */
export function DeletePanel() {
  const timeZone = useMyTimeZone();
  const status = useDeletionStatus();
  const keep = useCancelDeletion();
  const [asking, setAsking] = useState(false);
  const deletion = status.data?.deletion ?? null;
  return (
    <SettingsPanel title="DELETE MY ACCOUNT">
      {deletion ? (
        <Alert
          color="red"
          variant="light"
          title="Your account is scheduled for deletion"
          data-testid="deletion-scheduled"
        >
          <Stack gap="xs">
            <Text size="sm">
              {`We will erase your account and personal data after ${formatZoned(deletion.eraseAfter, timeZone, 'longDateTime', { withZone: true })}.`}
            </Text>
            <Group>
              <Button
                color="brand"
                onClick={() => keep.mutate(undefined, { onError: showCallError })}
                loading={keep.isPending}
              >
                KEEP MY ACCOUNT
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {`Deleting your account erases your profile, goals, actions, learning, notes and chat after a ${ACCOUNT_DATA.deletionGraceDays}-day grace period, ends your coaching and cancels your booked sessions. Payments stay in our accounts without your name. You may want to export your data first.`}
          </Text>
          <Text size="sm" c="dimmed">
            Coaches: ask your active clients to choose a new coach (or ask the support team to move them) before you
            delete your account.
          </Text>
          <Group>
            <Button color="red" variant="outline" onClick={() => setAsking(true)}>
              DELETE MY ACCOUNT
            </Button>
          </Group>
        </Stack>
      )}
      <DeleteAccountModal opened={asking} onClose={() => setAsking(false)} />
    </SettingsPanel>
  );
}
