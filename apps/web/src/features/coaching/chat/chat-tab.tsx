import { useEffect, useRef } from 'react';
import { Box, Stack } from '@mantine/core';
import type { CoachingPair } from '@oola/domain';
import { useChatLog, useEarlierMessages, useMarkChatRead } from '../room/api';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';
import { Loading, LoadFailed } from '../room/load-state';
import { useOutbox } from './use-outbox';

const CHAT_LOAD_FAILED = 'Sorry, we could not load your messages. Please try again.';

/**
 * The CHAT tab: the thread and the composer. While it is shown, the chat counts as read: opening it,
 * and each new message from the other side while it is open, resets the pending messages.
 */
export function ChatTab({
  pair,
  viewerId,
  visible,
  writable,
}: {
  pair: CoachingPair;
  viewerId: number;
  visible: boolean;
  writable: boolean;
}) {
  const log = useChatLog(pair);
  const earlier = useEarlierMessages(pair);
  const { outbox, enqueue, retry } = useOutbox(pair);
  const markRead = useMarkChatRead(pair);
  const markedUpTo = useRef(-1);

  const newestFromOther = log.data?.messages.findLast((message) => message.fromUserId !== viewerId)?.id ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!visible || !log.isSuccess || newestFromOther <= markedUpTo.current) return;
    markedUpTo.current = newestFromOther;
    mark();
  }, [visible, log.isSuccess, newestFromOther, mark]);
  useEffect(() => {
    // Opened again later: mark again whatever came meanwhile.
    if (!visible) markedUpTo.current = -1;
  }, [visible]);

  if (log.isPending) return <Loading label="Loading messages" />;
  if (log.isError) return <LoadFailed title="Chat" message={CHAT_LOAD_FAILED} onRetry={() => void log.refetch()} />;
  const oldest = log.data.messages[0]?.id;
  return (
    <Stack gap="sm" h="100%">
      <Box flex={1} mih={0}>
        <ChatThread
          messages={log.data.messages}
          outbox={outbox}
          viewerId={viewerId}
          visible={visible}
          onRetry={retry}
          earlier={{
            available: log.data.hasEarlier && oldest !== undefined,
            loading: earlier.isPending,
            load: () => oldest !== undefined && earlier.mutate(oldest),
          }}
        />
      </Box>
      {writable && <ChatComposer onSend={enqueue} />}
    </Stack>
  );
}
