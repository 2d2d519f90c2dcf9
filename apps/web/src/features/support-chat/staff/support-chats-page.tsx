import { useState } from 'react';
import {
  Badge,
  Box,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isWithinSupportHours, SUPPORT_HOURS, type SupportChatStatus } from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useTyping } from '../components/use-typing';
import { useMarkRead, useStaffConversations } from './api';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { useStaffSocket } from './use-staff-socket';
import classes from './support-chats.module.css';

/**
 * /support/chats: the support team's live chat inbox (staff only; anyone else
 * is sent to the dashboard). Open or closed conversations on the left, the
 * chosen one on the right (one at a time on a phone).
 */
export default function SupportChatsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const selectedId = params.conversationId ? Number(params.conversationId) : null;
  const [status, setStatus] = useState<SupportChatStatus>('open');
  const conversations = useStaffConversations(status);
  const typing = useTyping();
  const markRead = useMarkRead();
  const sendTyping = useStaffSocket(
    (conversationId) => typing.seen(String(conversationId)),
    (conversationId) => {
      typing.clear(String(conversationId));
      if (conversationId === selectedId) markRead.mutate(conversationId);
    },
  );

  const unreadCount = conversations.data?.filter((conversation) => conversation.unread).length ?? 0;
  // The tab title counts new messages, so staff notice them from another tab.
  usePageMeta(
    unreadCount > 0 ? `(${unreadCount}) Support chats` : 'Support chats',
    'Live chats from the Contact page.',
  );

  if (conversations.error instanceof ApiError && conversations.error.status === 403) {
    return <Navigate to="/dashboard" replace />;
  }
  const online = isWithinSupportHours();
  const select = (id: number) => navigate(`/support/chats/${id}`);

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Box>
          <Title order={1} fz={{ base: 24, sm: 28 }} c="brand.8">
            Support chats
          </Title>
          <Group gap={6}>
            <Badge color={online ? 'teal' : 'gray'} variant="dot" size="sm">
              {online ? 'Support hours now' : 'Outside support hours'}
            </Badge>
            <Text fz="xs" c="dimmed" visibleFrom="sm">
              {SUPPORT_HOURS.label}
            </Text>
          </Group>
        </Box>
      </Group>
      <Paper
        withBorder
        radius="lg"
        shadow="sm"
        className={classes.layout}
        data-thread-open={selectedId ? true : undefined}
      >
        <Box className={classes.sidebar}>
          <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <SegmentedControl
              fullWidth
              size="xs"
              radius="xl"
              value={status}
              onChange={(value) => setStatus(value as SupportChatStatus)}
              data={[
                { value: 'open', label: status === 'open' && unreadCount > 0 ? `Open · ${unreadCount} new` : 'Open' },
                { value: 'closed', label: 'Closed' },
              ]}
            />
          </Box>
          <ScrollArea style={{ flex: 1 }} scrollbars="y">
            {conversations.isPending ? (
              <Center p="xl">
                <Loader size="sm" />
              </Center>
            ) : conversations.data?.length ? (
              <ConversationList
                conversations={conversations.data}
                selectedId={selectedId}
                typingIds={(id) => typing.isTyping(String(id))}
                onSelect={select}
              />
            ) : (
              <Stack align="center" gap={4} p="xl">
                <Text fw={700} c="gray.7">
                  {status === 'open' ? 'No open chats' : 'No closed chats yet'}
                </Text>
                <Text fz="sm" c="dimmed" ta="center">
                  {status === 'open' ? 'New chats from the Contact page appear here at once.' : ''}
                </Text>
              </Stack>
            )}
          </ScrollArea>
        </Box>
        <Box className={classes.thread}>
          {selectedId ? (
            <ConversationThread
              key={selectedId}
              id={selectedId}
              visitorTyping={typing.isTyping(String(selectedId))}
              onTyping={() => typing.throttle(() => sendTyping(selectedId))}
              onBack={() => navigate('/support/chats')}
            />
          ) : (
            <Center flex={1} p="xl">
              <Stack align="center" gap={4}>
                <Text fw={700} c="gray.7">
                  Choose a conversation
                </Text>
                <Text fz="sm" c="dimmed">
                  Its messages and the reply box open here.
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
