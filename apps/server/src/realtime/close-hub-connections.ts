import type { Duplex } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';

/** How long the hubs' clients get to answer the WebSocket close before their connections are cut. */
export const HUB_CLOSE_GRACE_MS = 500;

/**
 * Closes every hub connection of this process as shutdown begins (preClose). The HTTP server's
 * close waits for every connection, an upgraded one included, and io.close() runs only after it (an
 * onClose hook): without this a single connected socket holds the shutdown until the watchdog.
 * Clients see their transport close and reconnect, to another process or to this one restarted.
 * A client that has not answered the close within the grace period has its connection cut.
 */
export function closeHubConnectionsFirst(app: FastifyInstance, io: Server, graceMs = HUB_CLOSE_GRACE_MS): void {
  const upgraded = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  app.addHook('preClose', async () => {
    io.engine.close();
    const open = [...upgraded];
    if (open.length === 0) return;
    const grace = new AbortController();
    await Promise.race([
      Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve)))),
      delay(graceMs, undefined, { signal: grace.signal }).catch(() => {}),
    ]);
    grace.abort();
    for (const socket of upgraded) socket.destroy();
  });
}
