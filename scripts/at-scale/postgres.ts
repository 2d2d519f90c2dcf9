/**
 * Debian's PostgreSQL 15 in a folder of its own (as .ci/run starts it): created by initdb the first
 * time, started with pg_ctl on 127.0.0.1 and a port of its own, stopped with pg_ctl.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isRoot, run } from './system';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface LocalPostgres {
  /** The URL of a database on it, created when missing. */
  database(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(dir: string, port: number, settings: string[] = []): Promise<LocalPostgres> {
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot) {
    run('chown', ['postgres:postgres', dir]);
    try {
      run('test', ['-w', dir], { asPostgres: true });
    } catch {
      throw new Error(
        `PostgreSQL runs as the user postgres, who cannot reach ${dir} (a folder above it is private, e.g. /root). ` +
          'Set SCALE_DIR to a folder it can reach, e.g. SCALE_DIR=/var/tmp/oola-scale.',
      );
    }
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    run(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], { asPostgres: true });
  }
  const options = [
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...settings.flatMap((s) => ['-c', s]),
  ];
  run(`${PG_BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options.join(' '), '-w', 'start'], {
    asPostgres: true,
  });
  const server = `postgres://postgres@127.0.0.1:${port}`;
  return {
    async database(name) {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      try {
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (!rowCount) await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return `${server}/${name}`;
    },
    stop() {
      run(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop'], { asPostgres: true });
    },
  };
}
