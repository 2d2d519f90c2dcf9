import { useEffect, useRef } from 'react';
import { Box, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { SupportChatMessage, SupportChatSender } from '@oola/domain';
import { formatZoned, useMyTimeZone } from '../../../lib/zoned-time';
import classes from './message-list.module.css';

const DAY_MS = 24 * 60 * 60_000;

/** 'Today', 'Yesterday' or 'Monday, Nov 30': the reader's calendar day, in the reader's zone. */
function dayLabel(iso: string, timeZone: string): string {
  const day = formatZoned(iso, timeZone, 'isoDay');
  const now = Date.now();
  if (day === formatZoned(new Date(now), timeZone, 'isoDay')) return 'Today';
  if (day === formatZoned(new Date(now - DAY_MS), timeZone, 'isoDay')) return 'Yesterday';
  return formatZoned(iso, timeZone, 'weekdayDate');
}

/**
 * A chat thread: own messages on the right, the other side's on the left with
 * the author's name when it changes, a day line when the day changes, and each
 * message's time. Scrolls to the newest message.
 */
export function MessageList({
  messages,
  own,
  typingLabel,
  header,
  footer,
}: {
  messages: SupportChatMessage[];
  own: SupportChatSender;
  typingLabel?: string | null;
  header?: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const timeZone = useMyTimeZone();
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' });
  }, [messages.length, typingLabel]);

  return (
    <ScrollArea
      viewportRef={viewport}
      viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': 'Messages' }}
      className={classes.scroll}
      type="auto"
      offsetScrollbars
    >
      <Stack gap={6} p="md" data-testid="chat-messages">
        {header}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay =
            !previous ||
            formatZoned(previous.createdAt, timeZone, 'isoDay') !== formatZoned(message.createdAt, timeZone, 'isoDay');
          const mine = message.sender === own;
          const showName = !mine && (newDay || previous?.sender !== message.sender);
          return (
            <Box key={message.id}>
              {newDay && (
                <Text className={classes.day} fz={11} fw={700} c="dimmed" ta="center" my="xs">
                  {dayLabel(message.createdAt, timeZone)}
                </Text>
              )}
              <Stack
                gap={2}
                align={mine ? 'flex-end' : 'flex-start'}
                data-testid="chat-message"
                data-sender={message.sender}
              >
                {showName && (
                  <Text fz={11} fw={700} c="dimmed" px={4}>
                    {message.authorName}
                  </Text>
                )}
                <Box className={mine ? classes.mine : classes.theirs}>
                  <Text fz="sm" className={classes.body}>
                    {message.body}
                  </Text>
                </Box>
                <Text fz={10} c="dimmed" px={4} component="time" dateTime={message.createdAt}>
                  {formatZoned(message.createdAt, timeZone, 'time')}
                </Text>
              </Stack>
            </Box>
          );
        })}
        {typingLabel && (
          <Group gap={6} px={4} data-testid="chat-typing">
            <Loader type="dots" size="xs" color="gray" />
            <Text fz="xs" c="dimmed">
              {typingLabel}
            </Text>
          </Group>
        )}
        {footer}
      </Stack>
    </ScrollArea>
  );
}
