import type { FastifyInstance } from 'fastify';
import { Server, type Namespace } from 'socket.io';
import { HUB, type HubName } from '@oola/domain';
import type { Db } from '../db/client.js';
import { findSession } from '../identity/session-store.js';
import { answered } from './answered.js';
import { closeHubConnectionsFirst } from './close-hub-connections.js';
import { bindSocketToSession } from './session-sockets.js';
import { sharedAdapter } from './shared-adapter.js';

/** The hubs of the spec (named in @oola/domain); each is a Socket.IO namespace. */
export const HUBS: readonly HubName[] = Object.values(HUB);

export interface SocketUser {
  userId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    hub(name: HubName): Namespace;
  }
}

/**
 * Attaches Socket.IO to the HTTP server. A socket authenticates with the same
 * bearer token as the REST API (handshake `auth.token`) before it may join a
 * room; every socket joins the room `user:{id}` of its own user, and lives no
 * longer than its session. With `directDatabaseUrl` (PostgreSQL) every emit
 * reaches the sockets of all the server processes on that database.
 */
export function registerRealtime(app: FastifyInstance, db: Db, directDatabaseUrl: string | null = null): void {
  const shared = directDatabaseUrl ? sharedAdapter(directDatabaseUrl, app.log) : null;
  const io = new Server(app.server, { serveClient: false, cors: { origin: false }, adapter: shared?.adapter });
  for (const name of HUBS) {
    io.of(name).use(
      answered(async (socket, next) => {
        const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
        const session = token ? await findSession(db, token) : null;
        if (!session) return next(new Error('unauthorized'));
        socket.data.user = { userId: session.user.id } satisfies SocketUser;
        await socket.join(`user:${session.user.id}`);
        await bindSocketToSession(socket, session);
        return next();
      }),
    );
  }
  app.decorate('io', io);
  app.decorate('hub', (name: HubName) => io.of(name));
  closeHubConnectionsFirst(app, io);
  app.addHook('onClose', async () => {
    await (shared ? shared.close(io) : io.close());
  });
}
