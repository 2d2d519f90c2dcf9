/**
 * The real server as a child process (`node apps/server/src/main.ts`, as `npm start` runs it), for
 * tests that need a process to kill or several processes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../node-args.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with the test's environment plus `env` (a variable set to undefined is removed)
 * on a free port of 127.0.0.1, and waits until /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: repoRoot,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
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

/** Kills (SIGKILL) every server process still running: call it after each test. */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}
