/** Running Debian's programs for the local set-up: as the postgres user when we are root, installed when missing. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const isRoot = process.getuid?.() === 0;

/** Runs a program and answers its output; its errors (with its stderr) end the set-up. */
export function run(file: string, args: string[], options: { asPostgres?: boolean } = {}): string {
  const [command, commandArgs] =
    options.asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Installs the Debian packages whose program is missing (as root), or says how to. */
export function ensurePackages(packages: Record<string, string>): void {
  const missing = Object.entries(packages)
    .filter(([, program]) => !fs.existsSync(program))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (!isRoot)
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Run: sudo apt-get install -y ${missing.join(' ')}`,
    );
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
