import { useEffect } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Box, Button, Center, Group, Loader, Text, Tooltip } from '@mantine/core';
import { formatZoned, useMyTimeZone } from '../../../lib/zoned-time';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useCloseConversation, useMarkRead, useStaffConversation, useStaffReply } from './api';
import { avatarColor, initials } from './conversation-list';

function BackIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden>
      <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One conversation for staff: who the visitor is, the thread (live), the reply box and Close. */
export function ConversationThread({
  id,
  visitorTyping,
  onTyping,
  onBack,
}: {
  id: number;
  visitorTyping: boolean;
  onTyping: () => void;
  onBack: () => void;
}) {
  const timeZone = useMyTimeZone();
  const thread = useStaffConversation(id);
  const reply = useStaffReply(id);
  const close = useCloseConversation(id);
  const markRead = useMarkRead();
  const unread = thread.data?.unread ?? false;

  useEffect(() => {
    if (unread) markRead.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newly unread thread
  }, [id, unread]);

  if (thread.isPending) {
    return (
      <Center flex={1}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (!thread.data) {
    return (
      <Center flex={1} p="xl">
        <Text c="dimmed">{thread.error?.message ?? 'This conversation could not be loaded.'}</Text>
      </Center>
    );
  }
  const conversation = thread.data;
  const closed = conversation.status === 'closed';
  const mailto = `mailto:${conversation.email}?subject=${encodeURIComponent('Your chat with our support team')}`;

  return (
    <>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        gap="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            radius="xl"
            aria-label="Back to the conversations"
            hiddenFrom="sm"
            onClick={onBack}
          >
            <BackIcon />
          </ActionIcon>
          <Avatar color={avatarColor(conversation.id)} radius="xl" variant="filled" visibleFrom="xs">
            {initials(conversation.firstName)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={800} truncate data-testid="support-thread-name">
                {conversation.firstName}
              </Text>
              {closed && (
                <Badge size="xs" color="gray" variant="light">
                  Closed{conversation.closedBy === 'visitor' ? ' by visitor' : ''}
                </Badge>
              )}
            </Group>
            <Text fz="xs" c="dimmed" truncate>
              <Anchor href={mailto} fz="xs" underline="always">
                {conversation.email}
              </Anchor>{' '}
              · started {formatZoned(conversation.createdAt, timeZone, 'dateTime', { withZone: true })}
            </Text>
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Answer by email" withArrow>
            <Button component="a" href={mailto} size="xs" variant="default" visibleFrom="sm">
              EMAIL
            </Button>
          </Tooltip>
          {!closed && (
            <Button size="xs" variant="light" color="red" loading={close.isPending} onClick={() => close.mutate()}>
              CLOSE
            </Button>
          )}
        </Group>
      </Group>
      <MessageList
        messages={conversation.messages}
        own="staff"
        typingLabel={visitorTyping && !closed ? `${conversation.firstName} is typing…` : null}
        header={
          conversation.startedOffline && (
            <Text fz="xs" c="yellow" bg="yellow.0" p="xs" ta="center" style={{ borderRadius: 8 }}>
              Sent outside support hours: the visitor expects an email answer within one business day.
            </Text>
          )
        }
      />
      {closed ? (
        <Text fz="sm" c="dimmed" ta="center" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          This conversation is closed. Answer by email if something is left open.
        </Text>
      ) : (
        <Composer
          onSend={(message) => reply.mutateAsync(message)}
          onTyping={onTyping}
          sending={reply.isPending}
          error={reply.error?.message ?? null}
          placeholder={`Reply to ${conversation.firstName}…`}
        />
      )}
    </>
  );
}
