import { Fragment, useEffect, useRef } from 'react';
import { Anchor, Button, Center, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@oola/domain';
import { ChatBubble } from './chat-bubble';
import type { OutgoingMessage } from './use-outbox';
import classes from '../room/coaching-room.module.css';

export interface ChatThreadProps {
  messages: ChatMessage[];
  outbox: OutgoingMessage[];
  viewerId: number;
  /** The tab is shown: scroll to the newest message. */
  visible: boolean;
  onRetry: (clientMessageId: string) => void;
  earlier: { available: boolean; loading: boolean; load: () => void };
}

function DayLine({ date }: { date: string }) {
  return (
    <Text className={classes.day} fz={11} fw={700} c="dimmed" my={6} data-testid="chat-day">
      {date}
    </Text>
  );
}

/**
 * The conversation, oldest first with a line at each new day (dates and times in the viewer's time
 * zone, from the server), then the viewer's messages still on their way. Keeps the newest in view.
 */
export function ChatThread({ messages, outbox, viewerId, visible, onRetry, earlier }: ChatThreadProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const stored = new Set(messages.map((message) => message.clientMessageId));
  const waiting = outbox.filter((item) => !stored.has(item.clientMessageId));
  const newest = waiting.at(-1)?.clientMessageId ?? messages.at(-1)?.id;

  useEffect(() => {
    if (!visible) return;
    const element = viewport.current;
    element?.scrollTo({ top: element.scrollHeight });
  }, [visible, newest, waiting.length]);

  return (
    <ScrollArea
      className={classes.thread}
      h="100%"
      viewportRef={viewport}
      viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': 'Chat messages' }}
      type="auto"
      offsetScrollbars
    >
      <Stack gap={8} p="md">
        {earlier.available && (
          <Center>
            <Button variant="subtle" size="compact-sm" loading={earlier.loading} onClick={earlier.load}>
              Show earlier messages
            </Button>
          </Center>
        )}
        {messages.length === 0 && waiting.length === 0 && (
          <Text ta="center" c="dimmed" fz="sm" py="xl">
            No messages yet. Say hello!
          </Text>
        )}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {messages[index - 1]?.date !== message.date && <DayLine date={message.date} />}
            <ChatBubble mine={message.fromUserId === viewerId} text={message.text} meta={message.time} />
          </Fragment>
        ))}
        {waiting.map((item) => (
          <ChatBubble
            key={item.clientMessageId}
            mine
            text={item.text}
            state={item.status}
            meta={
              item.status === 'sending' ? (
                'Sending…'
              ) : (
                <Text component="span" fz={11} c="red.8" role="alert">
                  {item.error}{' '}
                  <Anchor
                    component="button"
                    type="button"
                    fz={11}
                    fw={700}
                    onClick={() => onRetry(item.clientMessageId)}
                  >
                    Retry
                  </Anchor>
                </Text>
              )
            }
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
