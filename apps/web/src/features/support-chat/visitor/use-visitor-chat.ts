import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_CHAT,
  type StartSupportChatRequest,
  type SupportChatConversation,
  type SupportChatMessage,
  type SupportChatTyping,
  type SupportChatUpdated,
} from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { connectSupportChat } from '../components/chat-socket';
import { mergeMessage } from '../components/merge-message';
import { useTyping } from '../components/use-typing';
import { endChat, fetchChat, sendVisitorMessage, startChat } from './api';
import { readStoredChat, storeChat, type StoredChat } from './stored-chat';

const key = (id: number) => ['support-chat', 'visitor', id] as const;

/**
 * The visitor's live chat: the stored conversation (reloaded after a page
 * reload), its socket on /supportchat, and the start / send / end calls.
 */
export function useVisitorChat() {
  const client = useQueryClient();
  const [chat, setChat] = useState<StoredChat | null>(readStoredChat);
  const typing = useTyping();
  const socketRef = useRef<Socket | null>(null);

  const conversation = useQuery({
    queryKey: key(chat?.id ?? 0),
    enabled: chat !== null,
    queryFn: () => fetchChat(chat!),
    staleTime: Infinity,
  });

  const forget = () => {
    storeChat(null);
    setChat(null);
  };

  // A conversation this browser can no longer open (wrong or old secret): start afresh.
  useEffect(() => {
    const error = conversation.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) forget();
  }, [conversation.error]);

  const update = (id: number, change: (current: SupportChatConversation) => SupportChatConversation) =>
    client.setQueryData<SupportChatConversation>(key(id), (current) => (current ? change(current) : current));

  useEffect(() => {
    if (!chat) return;
    const socket = connectSupportChat(() => ({ conversationId: chat.id, secret: chat.secret }));
    // Connected (again): catch up on anything sent while the socket was down.
    socket.on('connect', () => void client.invalidateQueries({ queryKey: key(chat.id) }));
    socket.on(SUPPORT_CHAT.events.message, (message: SupportChatMessage) => {
      if (message.sender === 'staff') typing.clear('staff');
      update(chat.id, (current) => ({ ...current, messages: mergeMessage(current.messages, message) }));
    });
    socket.on(SUPPORT_CHAT.events.updated, (updated: SupportChatUpdated) =>
      update(chat.id, (current) => ({ ...current, status: updated.status })),
    );
    socket.on(SUPPORT_CHAT.events.typing, (event: SupportChatTyping) => {
      if (event.sender === 'staff') typing.seen('staff');
    });
    socketRef.current = socket;
    return () => {
      socket.close();
      socketRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one socket per conversation
  }, [chat?.id, chat?.secret, client]);

  const start = useMutation({
    mutationFn: (request: StartSupportChatRequest) => startChat(request),
    onSuccess: ({ secret, conversation: started }) => {
      const stored = { id: started.id, secret };
      storeChat(stored);
      client.setQueryData(key(started.id), started);
      setChat(stored);
    },
  });

  const send = useMutation({
    mutationFn: (message: string) => sendVisitorMessage(chat!, message),
    onSuccess: (message) => {
      update(message.conversationId, (current) => ({
        ...current,
        messages: mergeMessage(current.messages, message),
      }));
      // A read of the conversation still on its way (the socket's catch-up) left before this message was saved:
      // it is replaced by a new one, so its older answer never takes the message off the screen.
      void client.invalidateQueries({ queryKey: key(message.conversationId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && chat)
        void client.invalidateQueries({ queryKey: key(chat.id) });
    },
  });

  const end = useMutation({
    mutationFn: () => endChat(chat!),
    onSuccess: (ended) => client.setQueryData(key(ended.id), ended),
  });

  return {
    conversation: chat ? conversation.data : undefined,
    loading: chat !== null && conversation.isPending,
    start,
    send,
    end,
    startOver: forget,
    staffTyping: typing.isTyping('staff'),
    onTyping: () => typing.throttle(() => socketRef.current?.emit(SUPPORT_CHAT.events.typing)),
  };
}
