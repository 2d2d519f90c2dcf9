import { Avatar, Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SupportChatSummary } from '@oola/domain';
import { formatZoned, useMyTimeZone } from '../../../lib/zoned-time';
import classes from './support-chats.module.css';

const COLORS = ['area1', 'area2', 'area3', 'area4', 'area5', 'area6', 'area7'];

/** The time for today's activity, else the day; in the reader's zone. */
export function activityTime(iso: string, timeZone: string): string {
  const today = formatZoned(new Date(), timeZone, 'isoDay') === formatZoned(iso, timeZone, 'isoDay');
  return formatZoned(iso, timeZone, today ? 'time' : 'dayMonth');
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export const avatarColor = (id: number) => COLORS[id % COLORS.length]!;

/** The inbox rows: who, when, the last message, and a marker when the visitor wrote since staff last looked. */
export function ConversationList({
  conversations,
  selectedId,
  typingIds,
  onSelect,
}: {
  conversations: SupportChatSummary[];
  selectedId: number | null;
  typingIds: (id: number) => boolean;
  onSelect: (id: number) => void;
}) {
  const timeZone = useMyTimeZone();
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label="Conversations">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <UnstyledButton
              className={classes.row}
              data-selected={selected || undefined}
              data-unread={conversation.unread || undefined}
              data-testid="support-conversation"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar color={avatarColor(conversation.id)} radius="xl" variant="filled">
                  {initials(conversation.firstName)}
                </Avatar>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fz="sm" fw={conversation.unread ? 800 : 600} truncate>
                      {conversation.firstName}
                    </Text>
                    <Text fz={11} c={conversation.unread ? 'brand.6' : 'dimmed'} fw={conversation.unread ? 700 : 400}>
                      {activityTime(conversation.lastMessageAt, timeZone)}
                    </Text>
                  </Group>
                  <Text fz={11} c="dimmed" truncate>
                    {conversation.email}
                  </Text>
                  <Group gap={6} wrap="nowrap" mt={2}>
                    <Text
                      fz="xs"
                      c={conversation.unread ? 'dark.7' : 'dimmed'}
                      fw={conversation.unread ? 600 : 400}
                      truncate
                      style={{ flex: 1 }}
                    >
                      {typingIds(conversation.id)
                        ? 'typing…'
                        : `${conversation.lastSender === 'staff' ? 'Support: ' : ''}${conversation.lastMessage}`}
                    </Text>
                    {conversation.unread && (
                      <Badge size="xs" circle color="brand.6" aria-label="Unread">
                        {' '}
                      </Badge>
                    )}
                  </Group>
                  {conversation.startedOffline && (
                    <Badge size="xs" variant="light" color="yellow" mt={4}>
                      Sent offline · reply by email
                    </Badge>
                  )}
                </Box>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
