/**
 * npm run bench:scale-out — the portal at scale on this machine, measured through nginx: a fresh
 * Debian PostgreSQL in a temporary folder, three server processes on one database (demo data) and
 * nginx in front (scripts/at-scale/). Then:
 *   1. the dashboard's reads at a steady 300 requests/s each: p99 < 50 ms;
 *   2. a global-counter update reaching 1,000 /actionhub sockets spread over the processes:
 *      p99 < 100 ms (the real-time budget);
 *   3. the throughput of one read call with nginx in front of 1, 2 and 3 processes (and straight
 *      to one process, without nginx), at full speed.
 * It exits non-zero when a budget is missed. The machine's load average is printed with each part:
 * figures taken on a busy machine say little.
 *
 * BENCH_SECONDS (20) per steady window, FANOUT_SOCKETS (1000), FANOUT_ROUNDS (30),
 * THROUGHPUT_SECONDS (10), THROUGHPUT_CONNECTIONS (30); ports BENCH_SCALE_PORT (8090, nginx),
 * BENCH_SCALE_SERVER_PORT (3101, the first process), BENCH_SCALE_PG_PORT (55434).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../../scripts/at-scale/cluster';
import { openLoop } from '../open-loop';
import { dashboardReads } from '../scenarios/dashboard-reads';
import { signIn } from '../server';
import { counterFanout } from './fanout';
import { fullSpeed } from './throughput';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const READS_P99_MS = 50;
const FANOUT_P99_MS = 100;
const PROCESSES = 3;
const THROUGHPUT_PATH = '/api/Dashboard/GetUserProgress/1005';

const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-scale-bench-'));
if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);

console.log(`Starting PostgreSQL, ${PROCESSES} server processes and nginx (${load()})...`);
const cluster = await startCluster({
  dir,
  processes: PROCESSES,
  port: Number(env.BENCH_SCALE_PORT ?? 8090),
  firstServerPort: Number(env.BENCH_SCALE_SERVER_PORT ?? 3101),
  postgresPort: Number(env.BENCH_SCALE_PG_PORT ?? 55434),
  env: { DEMO: 'true', LOG_LEVEL: 'warn' },
  onOutput: (process, line) => console.log(`[server ${process}] ${line}`),
});
const nginxLog = path.join(dir, 'nginx', 'access.log');
let failed = false;
try {
  const member = await signIn(cluster.url, 1005);

  console.log(
    `\n1. The dashboard's reads through nginx, each at a steady 300 requests/s for ${SECONDS} s (${load()}):`,
  );
  for (const scenario of dashboardReads) {
    const request = scenario.request({ userId: 1005, token: member });
    const figures = await openLoop(
      { url: `${cluster.url}${request.path}`, method: request.method, headers: { authorization: `Bearer ${member}` } },
      scenario.budget.rate,
      SECONDS,
    );
    const met = figures.p99 < READS_P99_MS && figures.errors === 0;
    failed ||= !met;
    console.log(
      `  ${scenario.name.padEnd(22)} p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms   errors ${figures.errors}   ${met ? 'met' : 'NOT MET'} (p99 < ${READS_P99_MS} ms)`,
    );
  }

  const sockets = Number(env.FANOUT_SOCKETS ?? 1000);
  const rounds = Number(env.FANOUT_ROUNDS ?? 30);
  console.log(`\n2. A counter update reaching ${sockets} /actionhub sockets spread over the processes (${load()}):`);
  const fanout = await counterFanout(
    cluster.url,
    nginxLog,
    { watcher: member, staff: await signIn(cluster.url, 9001) },
    { sockets, rounds },
  );
  const fanoutMet = fanout.p99 < FANOUT_P99_MS;
  failed ||= !fanoutMet;
  console.log(`  sockets per process: ${JSON.stringify(fanout.socketsPerProcess)}`);
  console.log(
    `  ${rounds} updates × ${sockets} sockets: p50 ${fanout.p50} ms, p99 ${fanout.p99} ms   ${fanoutMet ? 'met' : 'NOT MET'} (p99 < ${FANOUT_P99_MS} ms)`,
  );

  const throughputSeconds = Number(env.THROUGHPUT_SECONDS ?? 10);
  const connections = Number(env.THROUGHPUT_CONNECTIONS ?? 30);
  console.log(
    `\n3. GET ${THROUGHPUT_PATH} at full speed (autocannon, ${connections} connections, ${throughputSeconds} s):`,
  );
  const direct = await fullSpeed(
    `${cluster.servers[0]!.url}${THROUGHPUT_PATH}`,
    member,
    connections,
    throughputSeconds,
  );
  console.log(
    `  one process, no nginx   ${String(direct.requestsPerSecond).padStart(6)} req/s   p99 ${direct.p99} ms   errors ${direct.errors}   (${load()})`,
  );
  for (let count = 1; count <= PROCESSES; count += 1) {
    await cluster.balanceOver(count);
    const figures = await fullSpeed(`${cluster.url}${THROUGHPUT_PATH}`, member, connections, throughputSeconds);
    console.log(
      `  nginx, ${count} process${count > 1 ? 'es' : '  '}     ${String(figures.requestsPerSecond).padStart(6)} req/s   p99 ${figures.p99} ms   errors ${figures.errors}   (${load()})`,
    );
  }
} finally {
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
