/**
 * npm run bench:mail-scale-out — the daily-reminder burst with 3 server processes on one PostgreSQL 15
 * (a fresh one in a temporary folder, scripts/at-scale/postgres.ts): all three run the sweep at once and
 * work the send jobs, and the counting sink checks that every member got exactly one reminder.
 * BENCH_REMINDERS (10000), BENCH_MAIL_PG_PORT (55442).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { startServerProcess, type ServerProcess } from '../../apps/server/src/server-process';
import { startPostgres } from '../../scripts/at-scale/postgres';
import { startCountingSink } from './count-sink';
import { measureDailyReminders, REMINDERS } from './daily-reminders';
import { addReminderMembers } from './reminder-members';

const PROCESSES = 3;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-mail-scale-bench-'));
if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);
const postgres = await startPostgres(path.join(dir, 'postgres'), Number(process.env.BENCH_MAIL_PG_PORT ?? 55442), [
  'max_connections=200',
]);
let met: boolean;
try {
  const databaseUrl = await postgres.database('oola');
  const env = (number: number) => ({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    DATA_DIR: path.join(dir, `server-${number}`),
    DEMO: undefined,
  });
  // The first start migrates the database; then the members, then the three processes.
  await (await startServerProcess(env(1))).stop();
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dir, 'server-1') });
  try {
    await addReminderMembers(database.db, REMINDERS);
  } finally {
    await database.close();
  }
  const sink = await startCountingSink();
  const servers: ServerProcess[] = [];
  try {
    for (let number = 1; number <= PROCESSES; number++) {
      servers.push(await startServerProcess({ ...env(number), SMTP_URL: sink.url, TEST_CLOCK: 'true' }));
    }
    console.log(`\nDaily reminders, PostgreSQL, ${PROCESSES} processes:`);
    met = await measureDailyReminders(servers, sink, { timed: false });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.close();
  }
} finally {
  postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exitCode = met ? 0 : 1;
