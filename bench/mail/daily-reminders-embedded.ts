/**
 * The daily-reminder burst on the embedded database: one server process (PGlite, as `npm start` runs it),
 * a counting SMTP sink in this process. Run by `npm run bench` (or alone: npx tsx bench/mail/daily-reminders-embedded.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { startServerProcess } from '../../apps/server/src/server-process';
import { startCountingSink } from './count-sink';
import { measureDailyReminders, REMINDERS } from './daily-reminders';
import { addReminderMembers } from './reminder-members';

export async function dailyRemindersEmbedded(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-mail-bench-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: undefined, DEMO: undefined };
  try {
    // The first start migrates the new database; the members are added while no server holds it.
    await (await startServerProcess(env)).stop();
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await addReminderMembers(database.db, REMINDERS);
    } finally {
      await database.close();
    }
    const sink = await startCountingSink();
    const server = await startServerProcess({ ...env, SMTP_URL: sink.url, TEST_CLOCK: 'true' });
    try {
      console.log('\nDaily reminders, embedded database, one process:');
      return await measureDailyReminders([server], sink, { timed: true });
    } finally {
      await server.stop();
      await sink.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = (await dailyRemindersEmbedded()) ? 0 : 1;
