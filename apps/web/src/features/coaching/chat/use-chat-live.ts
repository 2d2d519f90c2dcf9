import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COACHING_ROOM, type ChatMessage, type CoachingPair } from '@oola/domain';
import { connectHub } from '../../../lib/realtime';
import { addToChatLog, catchUpChat, coachingRoomKeys } from '../room/api';

const { hub } = COACHING_ROOM;

/**
 * Keeps the pair's chat and pending count live while mounted: a /chathub socket joins the group
 * '{coachId}-{clientId}'; each GetChat message joins the chat, and one from the other side refreshes the
 * pending count. On every (re)connect the socket joins again and the chat catches up from its last seen
 * id, so nothing written while the socket was down is missed.
 */
export function useChatLive(pair: CoachingPair, viewerId: number, enabled = true): void {
  const client = useQueryClient();
  const { coachId, clientId } = pair;
  useEffect(() => {
    if (!enabled) return;
    const current = { coachId, clientId };
    const refreshPending = () => client.invalidateQueries({ queryKey: coachingRoomKeys.room(current) });
    const socket = connectHub(COACHING_ROOM.hub.namespace);
    socket.on('connect', () => {
      socket.emit(hub.join, current, () => {
        void catchUpChat(client, current)
          .catch(() => undefined)
          .then(refreshPending);
      });
    });
    socket.on(hub.message, (message: ChatMessage) => {
      if (message.coachId !== coachId || message.clientId !== clientId) return;
      addToChatLog(client, current, [message]);
      if (message.fromUserId !== viewerId) void refreshPending();
    });
    return () => {
      socket.close();
    };
  }, [client, coachId, clientId, viewerId, enabled]);
}
