/**
 * Two real server processes, A and B, on one new PostgreSQL database, as a load balancer would put
 * them behind one address; and an in-process app on the same database that creates the accounts
 * (createUser) and signs them in, so their tokens work on both. PostgreSQL only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from './test-app.js';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../server-process.js';

export interface TwoProcesses {
  t: TestApp;
  a: ServerProcess;
  b: ServerProcess;
  /** A signed-in socket of `token` on a hub of `server`, once the server accepted it. */
  hubSocket(server: ServerProcess, hub: string, token: string): Promise<Socket>;
  close(): Promise<void>;
}

export async function startTwoProcesses(): Promise<TwoProcesses> {
  const t = await createTestApp();
  if (!t.databaseUrl) {
    await t.close();
    throw new Error('Two server processes need PostgreSQL: set TEST_DATABASE_URL.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-two-'));
  const env = { DATABASE_URL: t.databaseUrl, DEMO: 'false', DATA_DIR: dataDir };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const sockets: Socket[] = [];
  return {
    t,
    a,
    b,
    async hubSocket(server, hub, token) {
      const socket = connect(`${server.url}${hub}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.close();
      killServerProcesses();
      await Promise.all([a.exited, b.exited]);
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to a server process with a bearer token. */
export async function api<T = unknown>(
  server: ServerProcess,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
