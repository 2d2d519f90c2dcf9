import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { runQueuedJobs } from '../../test/jobs.js';
import { newMember } from '../../test/factories/index.js';
import { mailingTestApp } from '../../test/mailing-test-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { TEST_PASSWORD, type Identity, type TestApp } from '../../test/test-app.js';

let sink: SmtpSink;
let t: TestApp;
mailingTestApp((opened) => ({ sink, app: t } = opened));

const isFor = (member: Identity) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(`member${member.id}@`);

describe('delete my account: the e-mails', () => {
  it('confirms KEEP MY ACCOUNT with an e-mail saying the account is kept', async () => {
    const member = await newMember(t, { firstName: 'Robin' });
    const requested = await member.call({
      method: 'POST',
      url: '/api/Account/Deletion',
      payload: { confirmation: 'DELETE MY ACCOUNT', password: TEST_PASSWORD },
    });
    expect(requested.status).toBe(201);
    await runQueuedJobs(t);
    await sink.waitFor((mail) => isFor(member)(mail) && mail.subject === 'Your account will be deleted');

    expect((await member.call({ method: 'DELETE', url: '/api/Account/Deletion' })).status).toBe(204);
    await runQueuedJobs(t);
    const kept = await sink.waitFor((mail) => isFor(member)(mail) && mail.subject === 'Your account is kept');
    expect(kept.text).toContain('Hi Robin,');
    expect(kept.text).toContain('You chose "Keep my account": we will not delete your account or your data.');
    expect(sink.messages.filter(isFor(member))).toHaveLength(2);
  });
});
