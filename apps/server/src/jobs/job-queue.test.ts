import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { emailOutbox, users } from '../db/schema/index.js';
import { enqueueEmail } from '../features/email/enqueue-email.js';
import { renewalFailedEmail } from '../features/payments/emails/renewal-failed.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { allJobs } from '../all-jobs.js';
import { newDataDir } from '../test/data-dir.js';

let dataDir: string;
let sink: SmtpSink;
beforeAll(async () => {
  dataDir = newDataDir('oola-jobs-');
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app on the embedded database in dataDir, as `npm start` opens it. */
async function openApp(runJobs: boolean) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await database.migrate();
  const app = await buildApp({ config: testConfig({ smtpUrl: sink.url }), database, runJobs });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('the job queue on the embedded database', () => {
  it('keeps a queued job through a restart: the next process sends it', async () => {
    const first = await openApp(false);
    await first.database.db.insert(users).values({
      id: 7001,
      phone: '9000007001',
      email: 'kept@example.test',
      firstName: 'Kept',
      lastName: 'Job',
      passwordHash: 'unused',
    });
    await first.database.db.transaction((tx) =>
      enqueueEmail(tx, {
        template: renewalFailedEmail,
        data: { firstName: 'Kept', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' },
        to: { userId: 7001 },
        idempotencyKey: 'test-restart:7001',
      }),
    );
    await first.close();

    // The server: its workers poll the queue and take the job on their own.
    const second = await openApp(true);
    try {
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('kept@example.test'), 20_000);
      expect(mail.subject).toBe('Your coaching renewal failed');
      const status = async () =>
        (
          await second.database.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, 'test-restart:7001'))
        )[0]!.status;
      // The worker marks it sent just after the server took it.
      await expect.poll(status, { timeout: 10_000 }).toBe('sent');
      // Every recurring job is on pg-boss's schedule.
      const schedules = await second.app.jobs.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(
        allJobs
          .filter((job) => job.cron)
          .map((job) => [job.name, job.cron])
          .sort(),
      );
    } finally {
      await second.close();
    }
  }, 60_000);
});
