import { io, type Socket } from 'socket.io-client';
import type { HubName } from '@oola/domain';
import { getSession } from './session';

/**
 * Opens a Socket.IO connection to one hub, authenticated with the session's
 * bearer token. The server puts the socket in its user's room on connect.
 */
export function connectHub(name: HubName): Socket {
  return io(name, {
    auth: (callback) => callback({ token: getSession()?.token ?? '' }),
    transports: ['websocket', 'polling'],
  });
}
