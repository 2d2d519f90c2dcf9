/**
 * nginx (Debian's) in front of the server processes, with the repository's site configuration
 * (deploy/nginx/oola.conf) and only its ports changed: it listens on 127.0.0.1:{port} and balances
 * over the given server ports. Runs in the foreground of a folder of its own (logs, temporary files).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const SITE = path.resolve(import.meta.dirname, '../../deploy/nginx/oola.conf');

export interface LocalNginx {
  url: string;
  /** One line per request: address, request, status, the process that answered, seconds. */
  accessLog: string;
  stop(): Promise<void>;
}

/** The site with its listen lines and each upstream's server lines replaced. */
export function renderSite(site: string, port: number, serverPorts: number[]): string {
  return site
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/(^\s*server 127\.0\.0\.1:\d+.*\n)+/gm, (lines) => {
      const first = lines.split('\n')[0]!;
      return serverPorts.map((serverPort) => `${first.replace(/:\d+/, `:${serverPort}`)}\n`).join('');
    });
}

function mainConfig(dir: string): string {
  return `# Written by scripts/at-scale/nginx.ts: the http block around deploy/nginx/oola.conf.
daemon off;
worker_processes auto;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
    log_format oola '$remote_addr "$request" $status $upstream_addr $request_time';
    access_log ${dir}/access.log oola;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/oola.conf;
}
`;
}

export async function startNginx(dir: string, port: number, serverPorts: number[]): Promise<LocalNginx> {
  // nginx's workers run as nobody when the master is root: they write temporary files here.
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true, mode: 0o1777 });
  fs.chmodSync(path.join(dir, 'tmp'), 0o1777);
  fs.writeFileSync(path.join(dir, 'oola.conf'), renderSite(fs.readFileSync(SITE, 'utf8'), port, serverPorts));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: see ${dir}/error.log`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: see ${dir}/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    accessLog: path.join(dir, 'access.log'),
    stop: async () => {
      // Fast shutdown: a graceful one would wait for every open WebSocket.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
