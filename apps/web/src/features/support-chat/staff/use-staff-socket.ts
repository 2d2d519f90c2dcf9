import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { SUPPORT_CHAT, type StaffSupportChat, type SupportChatMessage, type SupportChatTyping } from '@oola/domain';
import { getSession } from '../../../lib/session';
import { connectSupportChat } from '../components/chat-socket';
import { mergeMessage } from '../components/merge-message';
import { staffChatKeys } from './api';

/**
 * The staff socket on /supportchat: a new message goes straight into its open
 * thread and refreshes the inbox; a status change refreshes both; "is typing"
 * is handed to `onTyping`. Answers `typing(conversationId)` to send ours.
 */
export function useStaffSocket(onTyping: (conversationId: number) => void, onVisitorMessage: (id: number) => void) {
  const client = useQueryClient();
  const socket = useRef<Socket | null>(null);
  const handlers = useRef({ onTyping, onVisitorMessage });
  handlers.current = { onTyping, onVisitorMessage };

  useEffect(() => {
    const connection = connectSupportChat(() => ({ token: getSession()?.token ?? '' }));
    const refreshList = () => void client.invalidateQueries({ queryKey: [...staffChatKeys.all, 'list'] });
    connection.on('connect', () => void client.invalidateQueries({ queryKey: staffChatKeys.all }));
    connection.on(SUPPORT_CHAT.events.message, (message: SupportChatMessage) => {
      client.setQueryData<StaffSupportChat>(staffChatKeys.thread(message.conversationId), (current) =>
        current ? { ...current, messages: mergeMessage(current.messages, message) } : current,
      );
      if (message.sender === 'visitor') handlers.current.onVisitorMessage(message.conversationId);
      refreshList();
    });
    connection.on(SUPPORT_CHAT.events.updated, (updated: { conversationId: number }) => {
      void client.invalidateQueries({ queryKey: staffChatKeys.thread(updated.conversationId) });
      refreshList();
    });
    connection.on(SUPPORT_CHAT.events.typing, (typing: SupportChatTyping) => {
      if (typing.sender === 'visitor') handlers.current.onTyping(typing.conversationId);
    });
    socket.current = connection;
    return () => {
      connection.close();
      socket.current = null;
    };
  }, [client]);

  return (conversationId: number) => socket.current?.emit(SUPPORT_CHAT.events.typing, { conversationId });
}
