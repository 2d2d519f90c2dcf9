import {
  Badge,
  Box,
  Center,
  Container,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { EMAIL_STATUSES, type EmailStatus } from '@oola/domain';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../ui/use-page-meta';
import { useOutbox } from './api';
import { OutboxCards } from './outbox-cards';
import { OutboxMessageModal } from './outbox-message-modal';
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

const isStatus = (value: string | null): value is EmailStatus => EMAIL_STATUSES.some((status) => status === value);

/**
 * /support/outbox: every e-mail the portal sent, is sending, or kept because no mail server is set
 * (staff only; anyone else is sent to the dashboard). A row opens the message as its recipient sees it.
 */
export default function OutboxPage() {
  usePageMeta('Outbox', 'Every e-mail the portal sent or kept.');
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const openId = params.messageId ? Number(params.messageId) : null;
  const timeZone = useSession()?.timeZone ?? null;
  const messages = useOutbox(status);

  if (messages.error instanceof ApiError && messages.error.status === 403) return <Navigate to="/dashboard" replace />;
  const query = status ? `?status=${status}` : '';
  const hrefOf = (id: number) => `/support/outbox/${id}${query}`;

  return (
    <Container size="xl" py="lg">
      <Box mb="md">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="brand.8">
          Outbox
        </Title>
        <Text c="dimmed" fz="sm">
          Every e-mail the portal sent or is sending. Without a mail server (SMTP_URL) messages stay here, marked “In
          outbox”.
        </Text>
      </Box>
      <Paper withBorder radius="lg" shadow="sm">
        <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <SegmentedControl
            size="xs"
            radius="xl"
            value={status ?? 'all'}
            onChange={(value) => setSearch(value === 'all' ? {} : { status: value })}
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
          <Stack align="center" gap={4} p="xl">
            <Text fw={700} c="gray.7">
              {EMPTY_TEXT[status ?? 'all']}
            </Text>
            <Text fz="sm" c="dimmed">
              Messages appear here as soon as the portal writes them.
            </Text>
          </Stack>
        )}
      </Paper>
      <OutboxMessageModal id={openId} timeZone={timeZone} onClose={() => navigate(`/support/outbox${query}`)} />
    </Container>
  );
}
