import { useState } from 'react';
import { COACHING_ROOM_MESSAGES, type CoachingPair } from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { useSendChatMessage } from '../room/api';

/** A message of the viewer's that the server has not confirmed yet. */
export interface OutgoingMessage {
  clientMessageId: string;
  text: string;
  status: 'sending' | 'failed';
  error?: string;
}

/**
 * Optimistic sending: a message shows at once with its own id; once stored it joins the chat (and leaves
 * the outbox); on failure it stays with the reason and can be sent again with the same id, which the
 * server stores at most once.
 */
export function useOutbox(pair: CoachingPair) {
  const send = useSendChatMessage(pair);
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);

  const update = (clientMessageId: string, patch: Partial<OutgoingMessage> | null) =>
    setOutbox((items) =>
      patch === null
        ? items.filter((item) => item.clientMessageId !== clientMessageId)
        : items.map((item) => (item.clientMessageId === clientMessageId ? { ...item, ...patch } : item)),
    );

  const deliver = (item: { clientMessageId: string; text: string }) => {
    // mutateAsync, not mutate: every message in flight must hear its own answer.
    send.mutateAsync(item).then(
      () => update(item.clientMessageId, null),
      (error: unknown) =>
        update(item.clientMessageId, {
          status: 'failed',
          error: error instanceof ApiError && error.status !== 0 ? error.message : COACHING_ROOM_MESSAGES.sendFailed,
        }),
    );
  };

  const enqueue = (text: string) => {
    const item: OutgoingMessage = { clientMessageId: crypto.randomUUID(), text, status: 'sending' };
    setOutbox((items) => [...items, item]);
    deliver(item);
  };

  const retry = (clientMessageId: string) => {
    const item = outbox.find((candidate) => candidate.clientMessageId === clientMessageId);
    if (!item) return;
    update(clientMessageId, { status: 'sending', error: undefined });
    deliver(item);
  };

  return { outbox, enqueue, retry };
}
