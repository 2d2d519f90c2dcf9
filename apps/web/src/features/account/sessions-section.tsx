import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@oola/domain';
import { SettingsPanel } from '../../ui/settings-panel';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './api';
import { SessionRow } from './session-row';

/** Where the person is signed in: end one device, or every one but this. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;

  const end = (id: number) => endOne.mutate(id, { onSuccess: () => setNotice(ACCOUNT_MESSAGES.sessionEnded) });
  const endEverywhereElse = () => endOthers.mutate(undefined, { onSuccess: (answer) => setNotice(answer.message) });

  return (
    <SettingsPanel title="WHERE YOU ARE SIGNED IN">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Each browser or app you signed in with. Sign out any you do not recognize, then change your password.
        </Text>
        {sessions.isPending && <Skeleton h={140} radius="md" />}
        {sessions.isError && <Alert color="red">{sessions.error.message}</Alert>}
        {sessions.data && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables === session.id}
                onEnd={end}
              />
            ))}
          </Stack>
        )}
        {(endOne.isError || endOthers.isError) && (
          <Alert color="red" variant="light" role="alert">
            {(endOne.error ?? endOthers.error)?.message}
          </Alert>
        )}
        {notice && (
          <Alert color="brand" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <Group>
          <Button
            color="red"
            variant="light"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={endEverywhereElse}
          >
            SIGN OUT EVERYWHERE ELSE
          </Button>
        </Group>
      </Stack>
    </SettingsPanel>
  );
}
