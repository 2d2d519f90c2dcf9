import { Badge, Box, Center, Group, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import { OutboxEmpty } from './outbox-empty';
import { PUSH_STATUSES, type OutboxPush, type PushStatus } from '@oola/domain';
import { useOutboxPushes } from './api';
import { outboxTime } from './outbox-format';
import { devicesText, PUSH_STATUS_COLORS, PUSH_STATUS_LABELS } from './push-outbox-format';

const EMPTY_TEXT: Record<PushStatus | 'all', string> = {
  all: 'No pushes yet',
  queued: 'Nothing queued',
  waiting: 'Nothing waiting for quiet hours to end',
  sent: 'No pushes sent yet',
  skipped: 'No skipped pushes',
  failed: 'No failed pushes',
};

/** Under the push's text: why it is not sent (yet), or what went wrong on its tries. */
function PushNotes({ push, timeZone }: { push: OutboxPush; timeZone: string | null }) {
  const tries = push.attempts > 1 ? ` (${push.attempts} tries)` : '';
  return (
    <>
      {push.status === 'waiting' && push.sendAfter && (
        <Text fz="xs" c="dimmed">
          Quiet hours: goes at {outboxTime(push.sendAfter, timeZone)}
        </Text>
      )}
      {push.error && (
        <Text fz="xs" c="red.8" lineClamp={2}>
          {push.error}
          {tries}
        </Text>
      )}
      {!push.error && push.status === 'sent' && tries && (
        <Text fz="xs" c="dimmed">
          Sent after retries{tries}
        </Text>
      )}
      {push.skippedReason && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          Not sent: {push.skippedReason}
        </Text>
      )}
    </>
  );
}

const StatusBadge = ({ status }: { status: PushStatus }) => (
  <Badge color={PUSH_STATUS_COLORS[status]} variant="light" size="sm" miw="max-content">
    {PUSH_STATUS_LABELS[status]}
  </Badge>
);

function PushCards({ pushes, timeZone }: { pushes: OutboxPush[]; timeZone: string | null }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {pushes.map((push) => (
        <Box
          component="li"
          key={push.id}
          px="md"
          py="sm"
          data-testid="push-card"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text fw={700}>{push.title}</Text>
          <Text fz="sm">{push.body}</Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {push.to}
          </Text>
          <Group gap={6} mt={4}>
            <StatusBadge status={push.status} />
            <Badge color="gray" variant="outline" size="sm">
              {push.kind}
            </Badge>
            <Text fz="xs" c="dimmed">
              {devicesText(push.devices)} · {outboxTime(push.createdAt, timeZone)}
            </Text>
          </Group>
          <PushNotes push={push} timeZone={timeZone} />
        </Box>
      ))}
    </Box>
  );
}

/** The outbox's web pushes: each with its person, status, tries and devices, filtered by status. */
export function PushOutboxPanel({
  status,
  onStatus,
  timeZone,
}: {
  status: PushStatus | null;
  onStatus: (status: PushStatus | null) => void;
  timeZone: string | null;
}) {
  const pushes = useOutboxPushes(status);
  return (
    <>
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <SegmentedControl
          size="xs"
          radius="xl"
          value={status ?? 'all'}
          onChange={(value) => onStatus(value === 'all' ? null : (value as PushStatus))}
          data={[
            { value: 'all', label: 'All' },
            ...PUSH_STATUSES.map((value) => ({ value, label: PUSH_STATUS_LABELS[value] })),
          ]}
          aria-label="Show pushes of status"
        />
      </Box>
      {pushes.isPending ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : pushes.data?.length ? (
        <>
          <Box hiddenFrom="sm">
            <PushCards pushes={pushes.data} timeZone={timeZone} />
          </Box>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Push</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Devices</Table.Th>
                  <Table.Th>Written</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pushes.data.map((push) => (
                  <Table.Tr key={push.id}>
                    <Table.Td>
                      <Text fz="sm">{push.to}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" fw={700}>
                        {push.title}
                      </Text>
                      <Text fz="sm" lineClamp={2}>
                        {push.body}
                      </Text>
                      <PushNotes push={push} timeZone={timeZone} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color="gray" variant="outline" size="sm" miw="max-content">
                        {push.kind}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={push.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{devicesText(push.devices)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" c="dimmed">
                        {outboxTime(push.createdAt, timeZone)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : (
        <OutboxEmpty title={EMPTY_TEXT[status ?? 'all']} hint="Pushes appear here as soon as the portal queues them." />
      )}
    </>
  );
}
