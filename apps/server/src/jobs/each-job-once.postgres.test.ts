import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { enqueueEmail } from '../features/email/enqueue-email.js';
import { renewalFailedEmail } from '../features/payments/emails/renewal-failed.js';
import { mailingTestApp } from '../test/mailing-test-app.js';
import type { SmtpSink } from '../test/smtp-sink.js';
import { type TestApp } from '../test/test-app.js';

const MESSAGES = 20;
let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

/** A server's worker side on the test's PostgreSQL database, as a second process would run it. */
async function workerOn(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const app = await buildApp({ config: testConfig({ smtpUrl: sink.url }), database, runJobs: true });
  await app.ready();
  return async () => {
    await app.close();
    await database.close();
  };
}

describe('two processes working one queue on PostgreSQL', () => {
  it('send each message once', async () => {
    for (let i = 0; i < MESSAGES; i++) {
      await enqueueEmail(t.database.db, {
        template: renewalFailedEmail,
        data: { firstName: `N${i}`, amount: '$50.00', periodEnd: 'Friday, March 6, 2026' },
        to: { address: `once${i}@example.test` },
        idempotencyKey: `test-once-across:${i}`,
      });
    }
    const stops = await Promise.all([workerOn(t.databaseUrl!), workerOn(t.databaseUrl!)]);
    try {
      await expect.poll(() => sink.messages.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(MESSAGES);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    const addresses = sink.messages.map((message) => JSON.stringify(message.to));
    expect(addresses).toHaveLength(MESSAGES);
    expect(new Set(addresses).size).toBe(MESSAGES);
  });
});
