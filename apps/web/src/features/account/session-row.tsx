import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccountSession } from '@oola/domain';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';

const DEVICE = { phone: 'Phone', computer: 'Computer' } as const;

/** 'Chrome on Linux x86_64 (computer)', from what the sign-in told. */
export function deviceLabel(session: AccountSession): string {
  const browser = session.browser ?? 'A browser';
  const system = session.operatingSystem ? ` on ${session.operatingSystem}` : '';
  const device = session.device ? ` · ${DEVICE[session.device]}` : '';
  return `${browser}${system}${device}`;
}

/** One signed-in device: what it is, where from, first and last seen in the reader's zone. */
export function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  onEnd: (id: number) => void;
}) {
  const zone = useMyTimeZone();
  const label = deviceLabel(session);
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={700}>{label}</Text>
            {session.isCurrent && (
              <Badge color="teal" variant="light">
                This device
              </Badge>
            )}
          </Group>
          {session.approximatePlace && (
            <Text size="sm" c="dimmed">
              {session.approximatePlace}
            </Text>
          )}
          <Text size="sm">
            {`Signed in ${formatZoned(session.firstSeenAt, zone, 'dateTime', { withZone: true })} · last active ${formatZoned(session.lastSeenAt, zone, 'dateTime', { withZone: true })}`}
          </Text>
        </Stack>
        {!session.isCurrent && (
          <Button variant="outline" color="red" size="xs" loading={ending} onClick={() => onEnd(session.id)}>
            SIGN OUT
          </Button>
        )}
      </Group>
    </Paper>
  );
}
