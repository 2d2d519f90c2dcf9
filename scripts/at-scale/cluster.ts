/**
 * The portal as it runs at scale, on one machine: PostgreSQL, N identical server processes on one
 * database, nginx in front. Used by scripts/run-at-scale.ts and bench/scale-out/.
 */
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../apps/server/src/server-process';
import { NGINX, startNginx, type LocalNginx } from './nginx';
import { PG_BIN, startPostgres, type LocalPostgres } from './postgres';
import { ensurePackages } from './system';

export interface ClusterOptions {
  /** Holds PostgreSQL's files (postgres/), nginx's (nginx/) and each process's DATA_DIR (server-N/). */
  dir: string;
  processes: number;
  /** nginx's port; the processes listen on firstServerPort, firstServerPort + 1, ... */
  port: number;
  firstServerPort: number;
  postgresPort: number;
  /** Extra PostgreSQL settings (-c name=value). */
  postgresSettings?: string[];
  /** More environment for the processes (DEMO, LOG_LEVEL...). */
  env?: Record<string, string | undefined>;
  /** Each line a process writes, with its number (1...). */
  onOutput?: (process: number, line: string) => void;
}

export interface Cluster {
  /** nginx's address: the portal. */
  url: string;
  databaseUrl: string;
  servers: ServerProcess[];
  /** Starts nginx again over the first `count` processes only (the others keep running, unused). */
  balanceOver(count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensurePackages({ nginx: NGINX, postgresql: `${PG_BIN}/postgres` });
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const postgres: LocalPostgres = await startPostgres(path.join(options.dir, 'postgres'), options.postgresPort, [
      'max_connections=200',
      ...(options.postgresSettings ?? []),
    ]);
    stops.push(() => postgres.stop());
    const databaseUrl = await postgres.database('oola');
    const servers = await Promise.all(
      Array.from({ length: options.processes }, (_, index) =>
        startServerProcess(
          {
            DATABASE_URL: databaseUrl,
            // nginx is on this machine and replaces X-Forwarded-For with the caller's address.
            TRUST_PROXY: '127.0.0.1',
            NODE_ENV: 'production',
            DATA_DIR: path.join(options.dir, `server-${index + 1}`),
            ...options.env,
          },
          {
            port: options.firstServerPort + index,
            detached: true,
            onOutput: (line) => options.onOutput?.(index + 1, line),
          },
        ),
      ),
    );
    stops.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined));
    const ports = servers.map((server) => server.port);
    let nginx: LocalNginx = await startNginx(path.join(options.dir, 'nginx'), options.port, ports);
    stops.push(() => nginx.stop());
    return {
      url: nginx.url,
      databaseUrl,
      servers,
      async balanceOver(count) {
        await nginx.stop();
        nginx = await startNginx(path.join(options.dir, 'nginx'), options.port, ports.slice(0, count));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
