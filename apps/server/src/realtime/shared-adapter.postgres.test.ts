/**
 * PostgreSQL only (the vitest project server-postgres): the shared hubs close however early they
 * are closed. The adapter sets up its LISTEN connection in the background; closed before that had
 * finished, it kept the connection checked out, the pool never ended, and `npm run notify` never
 * exited (seen in CI on a busy machine: the scale-out test timed out waiting for it).
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isListening, sharedAdapter } from './shared-adapter.js';
import { withSharedHubs } from './shared-hubs.js';

const log = { warn: () => {} };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the shared hubs', () => {
  it('close when closed at once, before their LISTEN connection is set up', async () => {
    const shared = sharedAdapter(t.databaseUrl!, log, 2);
    const io = new Server(createServer(), { adapter: shared.adapter });
    await shared.close(io);
    expect(shared.pool.totalCount).toBe(0);
  }, 10_000);

  it('tell when their LISTEN connection is set up (a field private to the adapter, read to close safely)', async () => {
    const shared = sharedAdapter(t.databaseUrl!, log, 2);
    const io = new Server(createServer(), { adapter: shared.adapter });
    expect(isListening(io)).toBe(false);
    await vi.waitFor(() => expect(isListening(io)).toBe(true));
    await shared.close(io);
  });

  it("return a command line's result once its events are sent, and let it exit", async () => {
    const result = await withSharedHubs(t.databaseUrl!, async (io) => {
      io.of('/notificationshub').emit('ping');
      return 'sent';
    });
    expect(result).toBe('sent');
  }, 10_000);
});
