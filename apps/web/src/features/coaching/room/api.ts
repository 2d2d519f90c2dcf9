import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  COACHING_ROOM,
  type ChatMessage,
  type CoachingPair,
  type CoachingRoom,
  type PendingMessages,
  type SessionNote,
} from '@oola/domain';
import { api } from '../../../lib/api';
import { mergeMessages, type ChatLog } from '../chat/chat-log';

const pairPath = ({ coachId, clientId }: CoachingPair) => `${coachId}/${clientId}`;

/** Query keys of the coaching room, per pair. */
export const coachingRoomKeys = {
  room: (pair: CoachingPair) => ['coaching-room', 'room', pair.coachId, pair.clientId] as const,
  notes: (pair: CoachingPair) => ['coaching-room', 'notes', pair.coachId, pair.clientId] as const,
  chat: (pair: CoachingPair) => ['coaching-room', 'chat', pair.coachId, pair.clientId] as const,
};

/** GET CoachingRoom/GetCoachingRoom/{coachId}/{clientId}: both people and the viewer's pending messages. */
export const coachingRoomQuery = (pair: CoachingPair) =>
  queryOptions({
    queryKey: coachingRoomKeys.room(pair),
    queryFn: () => api<CoachingRoom>('GET', `CoachingRoom/GetCoachingRoom/${pairPath(pair)}`),
  });

export function useCoachingRoom(pair: CoachingPair) {
  return useQuery(coachingRoomQuery(pair));
}

/** GET SessionComments/getSessionComments/{coachId}/{clientId}: the notebook, newest first. */
export function useSessionNotes(pair: CoachingPair) {
  return useQuery({
    queryKey: coachingRoomKeys.notes(pair),
    queryFn: () => api<SessionNote[]>('GET', `SessionComments/getSessionComments/${pairPath(pair)}`),
  });
}

/** POST SessionComments/InsertComment; the new note goes on top of the notebook. */
export function useAddNote(pair: CoachingPair) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      api<SessionNote>('POST', 'SessionComments/InsertComment', { ...pair, comment }, { handleConflict: true }),
    onSuccess: (note) =>
      client.setQueryData<SessionNote[]>(coachingRoomKeys.notes(pair), (notes) => [note, ...(notes ?? [])]),
  });
}

function chatPage(pair: CoachingPair, query: string): Promise<ChatMessage[]> {
  return api<ChatMessage[]>('GET', `ChatConversation/getChatMessage/${pairPath(pair)}?${query}`);
}

/**
 * GET ChatConversation/getChatMessage/{coachId}/{clientId}: the newest page. The hub keeps it current
 * (useChatLive), so it is never refetched on its own.
 */
export function useChatLog(pair: CoachingPair) {
  return useQuery({
    queryKey: coachingRoomKeys.chat(pair),
    queryFn: async (): Promise<ChatLog> => {
      const messages = await chatPage(pair, `limit=${COACHING_ROOM.pageSize}`);
      return { messages, hasEarlier: messages.length === COACHING_ROOM.pageSize };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Adds messages to the pair's chat, if it is loaded. */
export function addToChatLog(client: QueryClient, pair: CoachingPair, incoming: ChatMessage[]): void {
  client.setQueryData<ChatLog>(coachingRoomKeys.chat(pair), (log) =>
    log ? { ...log, messages: mergeMessages(log.messages, incoming) } : log,
  );
}

/** Every message after the last one the chat shows (after a reconnect), page by page. */
export async function catchUpChat(client: QueryClient, pair: CoachingPair): Promise<void> {
  for (;;) {
    const log = client.getQueryData<ChatLog>(coachingRoomKeys.chat(pair));
    if (!log) return;
    const lastSeen = log.messages.at(-1)?.id ?? 0;
    const page = await chatPage(pair, `afterId=${lastSeen}&limit=${COACHING_ROOM.pageMax}`);
    addToChatLog(client, pair, page);
    if (page.length < COACHING_ROOM.pageMax) return;
  }
}

/** The page before the oldest message shown. */
export function useEarlierMessages(pair: CoachingPair) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) => chatPage(pair, `beforeId=${beforeId}&limit=${COACHING_ROOM.pageSize}`),
    onSuccess: (page) =>
      client.setQueryData<ChatLog>(coachingRoomKeys.chat(pair), (log) =>
        log ? { messages: mergeMessages(log.messages, page), hasEarlier: page.length === COACHING_ROOM.pageSize } : log,
      ),
  });
}

/** POST ChatConversation/InsertChatMessage with the sender's own id: a retry never stores it twice. */
export function useSendChatMessage(pair: CoachingPair) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, clientMessageId }: { text: string; clientMessageId: string }) =>
      api<ChatMessage>(
        'POST',
        'ChatConversation/InsertChatMessage',
        { ...pair, message: text, clientMessageId },
        { handleConflict: true },
      ),
    onSuccess: (message) => addToChatLog(client, pair, [message]),
  });
}

/** PUT ChatConversation/MarkRead/{coachId}/{clientId}: opening the chat resets the pending messages. */
export function useMarkChatRead(pair: CoachingPair) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<PendingMessages>('PUT', `ChatConversation/MarkRead/${pairPath(pair)}`),
    onSuccess: async ({ pendingMessages }) => {
      client.setQueryData<CoachingRoom>(coachingRoomKeys.room(pair), (room) =>
        room ? { ...room, pendingMessages } : room,
      );
      // A count fetched before the mark (a message that just arrived) must not win: refetch, cancelling it.
      await client.invalidateQueries({ queryKey: coachingRoomKeys.room(pair) });
    },
  });
}
