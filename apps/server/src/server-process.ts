/**
 * The real server as a child process (node apps/server/src/main.ts with SERVER_NODE_ARGS, as
 * `npm start` runs it): for tests that kill it or run several on one database, and for
 * scripts/run-at-scale.ts and its benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { SERVER_NODE_ARGS } from './node-args.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (a clean shutdown), then waits for the exit. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Default: a free port. */
  port?: number;
  /** Each line the server writes (stdout and stderr); by default only stderr is kept, for errors. */
  onOutput?: (line: string) => void;
  /** In a process group of its own, so a Ctrl-C in the terminal does not reach it: the caller stops it. */
  detached?: boolean;
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
 * Starts the server with this process's environment plus `env` (a variable set to undefined is
 * removed) on 127.0.0.1, and waits until /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
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
    stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'pipe'],
    detached: options.detached ?? false,
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream && options.onOutput) readline.createInterface({ input: stream }).on('line', options.onOutput);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 120 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    port,
    url,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Kills (SIGKILL) every server process this process started that is still running (tests' clean-up). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}
