import { Box, Container, Paper, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { EMAIL_STATUSES, PUSH_STATUSES, type EmailStatus, type PushStatus } from '@oola/domain';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../ui/use-page-meta';
import { useOutbox } from './api';
import { EmailOutboxPanel } from './email-outbox-panel';
import { OutboxMessageModal } from './outbox-message-modal';
import { PushOutboxPanel } from './push-outbox-panel';

const isStatus = (value: string | null): value is EmailStatus => EMAIL_STATUSES.some((status) => status === value);
const isPushStatus = (value: string | null): value is PushStatus => PUSH_STATUSES.some((status) => status === value);

/**
 * /support/outbox: every e-mail the portal sent, is sending, or kept because no mail server is set, and
 * (?channel=push) every web push beside them (staff only; anyone else is sent to the dashboard). An e-mail's
 * row opens the message as its recipient sees it.
 */
export default function OutboxPage() {
  usePageMeta('Outbox', 'Every e-mail and web push the portal sent or kept.');
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const channel = search.get('channel') === 'push' ? 'push' : 'email';
  const statusParam = search.get('status');
  const status = channel === 'email' && isStatus(statusParam) ? statusParam : null;
  const pushStatus = channel === 'push' && isPushStatus(statusParam) ? statusParam : null;
  const openId = params.messageId ? Number(params.messageId) : null;
  const timeZone = useSession()?.timeZone ?? null;
  const messages = useOutbox(status);

  if (messages.error instanceof ApiError && messages.error.status === 403) return <Navigate to="/dashboard" replace />;
  const query = status ? `?status=${status}` : '';
  const hrefOf = (id: number) => `/support/outbox/${id}${query}`;
  const show = (next: { channel?: 'push'; status?: string | null }) =>
    setSearch({ ...(next.channel && { channel: next.channel }), ...(next.status && { status: next.status }) });

  return (
    <Container size="xl" py="lg">
      <Box mb="md">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="brand.8">
          Outbox
        </Title>
        <Text c="dimmed" fz="sm">
          Every e-mail and web push the portal sent or is sending. Without a mail server (SMTP_URL) e-mails stay here,
          marked “In outbox”; a push waits here while its person’s quiet hours last.
        </Text>
      </Box>
      <Paper withBorder radius="lg" shadow="sm">
        <Tabs value={channel} onChange={(value) => show(value === 'push' ? { channel: 'push' } : {})}>
          <Tabs.List px="sm" pt={4}>
            <Tabs.Tab value="email">E-mails</Tabs.Tab>
            <Tabs.Tab value="push">Web pushes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email">
            <EmailOutboxPanel
              messages={messages}
              status={status}
              onStatus={(next) => show({ status: next })}
              timeZone={timeZone}
              hrefOf={hrefOf}
            />
          </Tabs.Panel>
          <Tabs.Panel value="push">
            {channel === 'push' && (
              <PushOutboxPanel
                status={pushStatus}
                onStatus={(next) => show({ channel: 'push', status: next })}
                timeZone={timeZone}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <OutboxMessageModal id={openId} timeZone={timeZone} onClose={() => navigate(`/support/outbox${query}`)} />
    </Container>
  );
}
