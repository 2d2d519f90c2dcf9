import { Emitter } from '@socket.io/postgres-emitter';
import { directPool } from './shared-adapter.js';

/** What a push needs of a hub: a Socket.IO namespace, or the PostgreSQL emitter's view of one. */
export interface HubEmitter {
  to(room: string): { emit(event: string, ...args: unknown[]): unknown };
}

/**
 * Lets code that holds no socket (a command-line tool) emit to the hubs of every server process on
 * this PostgreSQL database, through the same channels as their adapter (@socket.io/postgres-emitter).
 */
export async function withHubEmitter<T>(url: string, work: (emitter: Emitter) => Promise<T>): Promise<T> {
  // One connection: the emitter sends its NOTIFY without saying when it is done, and a later query on
  // the same connection answers only after it.
  const pool = directPool(url, 1);
  try {
    const result = await work(new Emitter(pool));
    await pool.query('select 1');
    return result;
  } finally {
    await pool.end();
  }
}
