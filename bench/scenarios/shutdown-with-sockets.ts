/**
 * Start-and-stop budget (docs/architecture.md): SIGTERM with 1,000 sockets connected exits 0 within
 * 2 s. Starts the real server (fresh embedded database with demo data, as `npm start` runs it),
 * connects the sockets over the hubs as member 1005, sends SIGTERM and times it to the process's
 * exit; RUNS times (3), each on a fresh server. Run it on an idle machine.
 *
 *   npx tsx bench/scenarios/shutdown-with-sockets.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { startServerProcess } from '../../apps/server/src/server-process';
import { signIn } from '../server';
import { connectInBatches } from '../sockets';

const SOCKETS = Number(process.env.SHUTDOWN_SOCKETS ?? 1000);
const RUNS = Number(process.env.SHUTDOWN_RUNS ?? 3);
const BUDGET_MS = 2_000;
const HUBS = ['/actionhub', '/chathub', '/notificationshub'];

/** One run: a fresh server, SOCKETS sockets, SIGTERM; the time to exit and the exit code. */
async function oneShutdown(): Promise<{ ms: number; code: number | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-bench-shutdown-'));
  const sockets: Socket[] = [];
  try {
    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO: 'true',
      DATABASE_URL: undefined,
    });
    const token = await signIn(server.url, 1005);
    for (const [index, hub] of HUBS.entries()) {
      const count = Math.floor(SOCKETS / HUBS.length) + (index < SOCKETS % HUBS.length ? 1 : 0);
      sockets.push(...(await connectInBatches(`${server.url}${hub}`, token, count)));
    }
    const started = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    return { ms: performance.now() - started, code };
  } finally {
    for (const socket of sockets) socket.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const results: { ms: number; code: number | null }[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await oneShutdown();
    results.push(result);
    console.log(`run ${run}: SIGTERM → exit ${result.code} in ${result.ms.toFixed(0)} ms with ${SOCKETS} sockets`);
  }
  const worst = Math.max(...results.map((result) => result.ms));
  const met = worst < BUDGET_MS && results.every((result) => result.code === 0);
  console.log(`budget: exit 0 within ${BUDGET_MS} ms — ${met ? 'met' : 'NOT MET'} (worst ${worst.toFixed(0)} ms)`);
  if (!met) process.exitCode = 1;
}

await main();
