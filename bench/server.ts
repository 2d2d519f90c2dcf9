/**
 * Starts the real server as a child process with demo data: on a fresh embedded database, or on
 * the PostgreSQL database `databaseUrl` (migrated and seeded on start, as in production with DEMO=true).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { SERVER_NODE_ARGS } from '../apps/server/src/node-args';
import { freePort } from '../apps/server/src/server-process';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  databaseUrl?: string;
  /**
   * Scenario data to add after the demo data: the server starts once to migrate and seed, stops,
   * these run on its database, and it starts again.
   */
  prepare?: ((db: Db) => Promise<void>)[];
}

export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-bench-'));
  if (options.prepare?.length) {
    await (await spawnServer(dataDir, options.databaseUrl)).stop(false);
    const database = await openDatabase({ databaseUrl: options.databaseUrl ?? null, dataDir });
    try {
      for (const step of options.prepare) await step(database.db);
    } finally {
      await database.close();
    }
  }
  const server = await spawnServer(dataDir, options.databaseUrl);
  return { url: server.url, stop: () => server.stop(true) };
}

async function spawnServer(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ url: string; stop(removeData: boolean): Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      // Otherwise a server that died mid-run only shows as every later request failing.
      if (!stopping) console.error(`\nThe server exited during the run (${signal ?? `exit code ${code}`}).`);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async (removeData) => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
      if (removeData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, customerId: number): Promise<string> {
  const response = await fetch(`${url}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: String(customerId), password: 'demo-pass-1', loginType: 2 }),
  });
  if (!response.ok) throw new Error(`sign-in as ${customerId} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
