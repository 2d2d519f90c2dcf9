import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.js';
import { freePort } from '../../server-process.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { newMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { enqueueEmail } from './enqueue-email.js';
import { sendEmailJob } from './send-email-job.js';

const renewalData = { firstName: 'Ada', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' };
const outboxRow = async (t: TestApp, key: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)))[0]!;

describe('an SMTP server that refuses', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ failFirst: 2 });
    t = await createTestApp({ config: { smtpUrl: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('is tried again after a backoff wait, until the message is taken', async () => {
    const member = await newMember(t);
    const key = `test-retry:${member.id}`;
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: renewalData,
      to: { userId: member.id },
      idempotencyKey: key,
    });
    const { boss } = t.app.jobs;
    const [first] = await boss.fetch<{ outboxId: number }>(sendEmailJob.name, { includeMetadata: true });
    await expect(t.app.jobs.run(sendEmailJob, first!)).rejects.toThrow(/Try again later/);
    await boss.fail(sendEmailJob.name, first!.id);
    expect(await outboxRow(t, key)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('451'),
    });
    const [retry] = await boss.findJobs<{ outboxId: number }>(sendEmailJob.name, { id: first!.id });
    expect(retry!.state).toBe('retry');
    // The first retry waits about JOB_RETRY_DELAY_SECONDS (30 s by default; pg-boss adds jitter), not at once.
    expect(retry!.startAfter.getTime() - Date.now()).toBeGreaterThan(10_000);

    await runQueuedJobs(t);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(`member${member.id}@`));
    expect(mail.subject).toBe('Your coaching renewal failed');
    expect(await outboxRow(t, key)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });
});

describe('an SMTP server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${closedPort}` },
      // A change that sends a message, as every feature's request does: enqueue in its transaction, answer.
      addRoutes: (app) =>
        app.post<{ Body: { userId: number } }>('/test/renewal-notice', async (request) => {
          await t.database.db.transaction((tx) =>
            enqueueEmail(tx, {
              template: renewalFailedEmail,
              data: renewalData,
              to: { userId: request.body.userId },
              idempotencyKey: `test-down:${request.body.userId}`,
            }),
          );
          return { queued: true };
        }),
    });
  });
  afterAll(async () => t.close());

  it('leaves the request that sent the message unaffected, and ends the message failed with the error', async () => {
    const member = await newMember(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/renewal-notice',
      payload: { userId: member.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: true });
    expect(await outboxRow(t, `test-down:${member.id}`)).toMatchObject({ status: 'queued', attempts: 0 });

    await runQueuedJobs(t);
    const failed = await outboxRow(t, `test-down:${member.id}`);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // Rendered all the same, so staff can read what did not leave.
    expect(failed.html).toContain('Your coaching renewal failed');
  });
});

describe('no SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('renders the message into the outbox for staff to read, and sends nothing', async () => {
    const member = await newMember(t, { firstName: 'Grace' });
    const key = `test-outbox:${member.id}`;
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: { ...renewalData, firstName: 'Grace' },
      to: { userId: member.id },
      idempotencyKey: key,
    });
    expect(await outboxRow(t, key)).toMatchObject({ status: 'queued', html: null });
    await runQueuedJobs(t);
    const kept = await outboxRow(t, key);
    expect(kept).toMatchObject({ status: 'outbox', attempts: 0, toAddress: `member${member.id}@example.test` });
    expect(kept.html).toContain('Hi Grace,');
    expect(kept.html).toContain('href="http://localhost:3000/billing"');
    expect(kept.text).toContain('Update your card http://localhost:3000/billing');
  });
});
