import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import { newMember } from '../../test/factories/index.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { type TestApp } from '../../test/test-app.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { enqueueEmail } from './enqueue-email.js';
import { optOut } from './opt-outs.js';
import { withDigestTemplate } from './test-template.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

const renewalData = { firstName: 'Ada', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' };
const outboxRow = async (key: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)))[0];

describe('e-mail delivery', () => {
  it('renders a template into the shared layout and sends it over SMTP, HTML and text', async () => {
    const member = await newMember(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: renewalData,
      to: { userId: member.id },
      idempotencyKey: `test-renewal:${member.id}`,
    });
    await runQueuedJobs(t);
    const mail = await sink.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(`member${member.id}@`));
    expect(mail.subject).toBe('Your coaching renewal failed');
    expect(mail.from?.text).toBe('"Oola" <no-reply@oola.example>');
    expect(mail.html).toContain('Hi Ada,');
    expect(mail.html).toContain('href="https://portal.example/billing"');
    expect(mail.html).toContain('#1f3a68');
    expect(mail.text).toContain('Your coaching renewal failed');
    expect(mail.text).toContain('$50.00');
    expect(mail.text).toContain('https://portal.example/billing');
    expect(mail.text).toContain('the monthly payment for your coaching did not go through');
    // Transactional: no unsubscribe.
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const row = await outboxRow(`test-renewal:${member.id}`);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      subject: 'Your coaching renewal failed',
    });
    expect(row!.html).toContain('Hi Ada,');
  });

  it('sends a message once however often its idempotency key is enqueued', async () => {
    const member = await newMember(t);
    const key = `test-once:${member.id}`;
    for (let i = 0; i < 3; i++) {
      await enqueueEmail(t.database.db, {
        template: renewalFailedEmail,
        data: renewalData,
        to: { userId: member.id },
        idempotencyKey: key,
      });
    }
    await runQueuedJobs(t);
    await sink.waitFor((m) => JSON.stringify(m.to).includes(`member${member.id}@`));
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: renewalData,
      to: { userId: member.id },
      idempotencyKey: key,
    });
    await runQueuedJobs(t);
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(`member${member.id}@`))).toHaveLength(1);
  });

  it('sends to a bare address', async () => {
    await enqueueEmail(t.database.db, {
      template: renewalFailedEmail,
      data: renewalData,
      to: { address: 'someone@example.test', name: 'Some One' },
      idempotencyKey: 'test-bare-address',
    });
    await runQueuedJobs(t);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('someone@example.test'));
    expect(mail.to).toMatchObject({ text: '"Some One" <someone@example.test>' });
  });

  it('carries a one-click unsubscribe (RFC 8058) on a non-transactional message, and skips members who opted out', async () => {
    await withDigestTemplate(async (digest) => {
      const member = await newMember(t);
      const opted = await newMember(t);
      await optOut(t.database.db, opted.id, 'coach-digest');
      for (const who of [member, opted]) {
        await enqueueEmail(t.database.db, {
          template: digest,
          data: { clients: 3 },
          to: { userId: who.id },
          idempotencyKey: `test-digest:${who.id}`,
        });
      }
      await runQueuedJobs(t);
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(`member${member.id}@`));
      const header = (name: string) =>
        mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
      expect(header('list-unsubscribe')).toMatch(
        /^List-Unsubscribe: <https:\/\/portal\.example\/api\/Account\/Unsubscribe\?token=[^>]+>$/,
      );
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.html).toMatch(
        /href="https:\/\/portal\.example\/api\/Account\/Unsubscribe\?token=[^"]+"[^>]*>Unsubscribe/,
      );
      expect(await outboxRow(`test-digest:${opted.id}`)).toBeUndefined();
    });
  });

  it('writes neither the message nor its job when the transaction that asked for it rolls back', async () => {
    const member = await newMember(t);
    const key = `test-rollback:${member.id}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          template: renewalFailedEmail,
          data: renewalData,
          to: { userId: member.id },
          idempotencyKey: key,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runQueuedJobs(t);
    expect(await outboxRow(key)).toBeUndefined();
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(`member${member.id}@`))).toHaveLength(0);
  });
});
