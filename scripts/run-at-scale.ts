/**
 * npm run start:scale — the portal as it runs at scale, on this machine: Debian's PostgreSQL in a
 * folder of its own, three server processes on one database and nginx in front of them with the
 * repository's configuration (deploy/nginx/oola.conf). Installs nginx and PostgreSQL with apt-get
 * when they are missing (as root). Ctrl-C stops them all: nginx, the processes, then PostgreSQL.
 *
 * SCALE_DIR (data/scale: PostgreSQL's files stay between runs), SCALE_PORT (8080, nginx),
 * SCALE_PROCESSES (3), SCALE_SERVER_PORT (3001, the first process), SCALE_PG_PORT (55433),
 * DEMO (on: the demo accounts, seeded once), LOG_LEVEL (warn).
 */
import path from 'node:path';
import { startCluster } from './at-scale/cluster';

const env = process.env;
const cluster = await startCluster({
  dir: path.resolve(env.SCALE_DIR ?? 'data/scale'),
  processes: Number(env.SCALE_PROCESSES ?? 3),
  port: Number(env.SCALE_PORT ?? 8080),
  firstServerPort: Number(env.SCALE_SERVER_PORT ?? 3001),
  postgresPort: Number(env.SCALE_PG_PORT ?? 55433),
  env: { DEMO: env.DEMO ?? 'true', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
  onOutput: (number, line) => console.log(`[server ${number}] ${line}`),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`
The portal: ${cluster.url}   (nginx in front of ${cluster.servers.map((server) => server.url).join(', ')})
PostgreSQL: ${cluster.databaseUrl}
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping nginx, the server processes and PostgreSQL...');
    void cluster.stop().then(() => process.exit(0));
  });
}
