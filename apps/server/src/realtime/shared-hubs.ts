import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { sharedAdapter } from './shared-adapter.js';

const log = { warn: (object: object, message: string) => console.error(message, object) };

/**
 * Lets code that holds no socket (a command-line tool) emit to the hubs of every server process on
 * this PostgreSQL database: a Socket.IO server that listens on no port, on the same adapter as
 * theirs. (@socket.io/postgres-emitter would be the lighter tool, but the adapter ignores its
 * messages since 0.4: they do not name their namespace; decision 051.)
 */
export async function withSharedHubs<T>(url: string, work: (io: Server) => Promise<T>): Promise<T> {
  // Two connections: one for LISTEN, and one on which the NOTIFYs and the final query queue in
  // order, so that query answering means the events were sent.
  const shared = sharedAdapter(url, log, 2);
  // Attached to an HTTP server that never listens, only so that io.close() has an engine to close.
  const io = new Server(createServer(), { adapter: shared.adapter });
  try {
    const result = await work(io);
    await shared.pool.query('select 1');
    return result;
  } finally {
    await shared.close(io);
  }
}
