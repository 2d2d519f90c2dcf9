import { Badge, Box, Center, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EMAIL_STATUSES, type EmailStatus } from '@oola/domain';
import type { useOutbox } from './api';
import { OutboxEmpty } from './outbox-empty';
import { OutboxCards } from './outbox-cards';
import { outboxTime, STATUS_COLORS, STATUS_LABELS } from './outbox-format';

const EMPTY_TEXT: Record<EmailStatus | 'all', string> = {
  all: 'No messages yet',
  queued: 'Nothing waiting to be sent',
  waiting: 'Nothing held for quiet hours',
  sent: 'No messages sent yet',
  outbox: 'Nothing kept in the outbox',
  failed: 'No failed messages',
  skipped: 'No skipped messages',
};

/** The outbox's e-mails, filtered by status; a subject opens the message (hrefOf). */
export function EmailOutboxPanel({
  messages,
  status,
  onStatus,
  timeZone,
  hrefOf,
}: {
  messages: ReturnType<typeof useOutbox>;
  status: EmailStatus | null;
  onStatus: (status: EmailStatus | null) => void;
  timeZone: string | null;
  hrefOf: (id: number) => string;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <SegmentedControl
          size="xs"
          radius="xl"
          value={status ?? 'all'}
          onChange={(value) => onStatus(value === 'all' ? null : (value as EmailStatus))}
          data={[
            { value: 'all', label: 'All' },
            ...EMAIL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          ]}
          aria-label="Show messages of status"
        />
      </Box>
      {messages.isPending ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : messages.data?.length ? (
        <>
          <Box hiddenFrom="sm">
            <OutboxCards
              messages={messages.data}
              timeZone={timeZone}
              hrefOf={hrefOf}
              onOpen={(id) => navigate(hrefOf(id))}
            />
          </Box>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              {/* The badges keep their whole word (min-width: max-content); the address and subject wrap instead. */}
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Written</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.data.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td>
                      <Text fz="sm">{message.to}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        component="a"
                        href={hrefOf(message.id)}
                        onClick={(event) => {
                          event.preventDefault();
                          navigate(hrefOf(message.id));
                        }}
                        fz="sm"
                        fw={700}
                        c="brand.7"
                      >
                        {message.subject}
                      </Text>
                      {message.error && (
                        <Text fz="xs" c="red.8" lineClamp={2}>
                          {message.error}
                        </Text>
                      )}
                      {message.skippedReason && (
                        <Text fz="xs" c="dimmed" lineClamp={2}>
                          Not sent: {message.skippedReason}
                        </Text>
                      )}
                      {message.status === 'waiting' && message.sendAfter && (
                        <Text fz="xs" c="dimmed">
                          Goes at {outboxTime(message.sendAfter, timeZone)}, when the recipient's quiet hours end.
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color="gray" variant="outline" size="sm" miw="max-content">
                        {message.category}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[message.status]} variant="light" size="sm" miw="max-content">
                        {STATUS_LABELS[message.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" c="dimmed">
                        {outboxTime(message.createdAt, timeZone)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : (
        <OutboxEmpty
          title={EMPTY_TEXT[status ?? 'all']}
          hint="Messages appear here as soon as the portal writes them."
        />
      )}
    </>
  );
}
