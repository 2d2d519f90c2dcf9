/**
 * The real server as a child process: a write that answered 2xx survives a
 * kill -9, and SIGTERM shuts down cleanly (exit code 0).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-process-'));
const running = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  // The embedded database is what a kill -9 could hurt; TEST_DATABASE_URL runs leave it too.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, exited };
}

async function stepOf(server: Server, token: string, userId: number): Promise<number> {
  const response = await fetch(`${server.url}/api/customer/GetCurrentUserStep/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('keeps every account and session after a kill -9 and a restart', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const login = await fetch(`${first.url}/api/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: '1005', password: 'demo-pass-1', loginType: 2 }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(await stepOf(first, token, 1005)).toBe(200);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer();
    expect(await stepOf(second, token, 1005)).toBe(200);
    const again = await fetch(`${second.url}/api/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: '555-010-1002', password: 'demo-pass-1', loginType: 1 }),
    });
    expect(again.status).toBe(200);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
