import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.js';

/**
 * Real Socket.IO clients against a test app listening on a free port: `open`
 * starts a socket on a hub (with a bearer token or none), `closeAll` ends them.
 */
export async function hubSockets(t: TestApp) {
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];
  return {
    open(hub: string, token?: string): Socket {
      const socket = connect(`${baseUrl}${hub}`, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
    /** Opens a socket and waits until the server accepted it. */
    async connected(hub: string, token: string): Promise<Socket> {
      const socket = this.open(hub, token);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets) socket.close();
    },
  };
}
