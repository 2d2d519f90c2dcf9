/**
 * Starts the real server for the Playwright run on a fresh embedded database
 * (or a fresh schema on the PostgreSQL server of E2E_DATABASE_URL) with demo data.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(`.e2e-data/${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO: 'true' };
if (process.env.E2E_WEB_DIST) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete env.DATABASE_URL;

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
