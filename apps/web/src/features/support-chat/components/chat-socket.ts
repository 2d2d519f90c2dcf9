import { io, type Socket } from 'socket.io-client';
import { SUPPORT_CHAT } from '@oola/domain';

/** A socket on the /supportchat namespace; `auth` is a visitor's { conversationId, secret } or staff's { token }. */
export function connectSupportChat(auth: () => Record<string, unknown>): Socket {
  return io(SUPPORT_CHAT.namespace, {
    auth: (callback) => callback(auth()),
    transports: ['websocket', 'polling'],
  });
}
