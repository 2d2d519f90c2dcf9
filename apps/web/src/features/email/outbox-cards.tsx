import { Badge, Box, Group, Text } from '@mantine/core';
import type { OutboxMessage } from '@oola/domain';
import { outboxTime, STATUS_COLORS, STATUS_LABELS } from './outbox-format';

/** The outbox on a phone: one card per message instead of the table's columns. */
export function OutboxCards({
  messages,
  timeZone,
  hrefOf,
  onOpen,
}: {
  messages: OutboxMessage[];
  timeZone: string | null;
  hrefOf: (id: number) => string;
  onOpen: (id: number) => void;
}) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          px="md"
          py="sm"
          data-testid="outbox-card"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text
            component="a"
            href={hrefOf(message.id)}
            onClick={(event) => {
              event.preventDefault();
              onOpen(message.id);
            }}
            fw={700}
            c="brand.7"
          >
            {message.subject}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.to}
          </Text>
          <Group gap={6} mt={4}>
            <Badge color={STATUS_COLORS[message.status]} variant="light" size="sm">
              {STATUS_LABELS[message.status]}
            </Badge>
            <Badge color="gray" variant="outline" size="sm">
              {message.category}
            </Badge>
            <Text fz="xs" c="dimmed">
              {outboxTime(message.createdAt, timeZone)}
            </Text>
          </Group>
          {message.error && (
            <Text fz="xs" c="red.8" mt={4}>
              {message.error}
            </Text>
          )}
          {message.skippedReason && (
            <Text fz="xs" c="dimmed" mt={4}>
              Not sent: {message.skippedReason}
            </Text>
          )}
          {message.status === 'waiting' && message.sendAfter && (
            <Text fz="xs" c="dimmed" mt={4}>
              Goes at {outboxTime(message.sendAfter, timeZone)}, when the recipient's quiet hours end.
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}
