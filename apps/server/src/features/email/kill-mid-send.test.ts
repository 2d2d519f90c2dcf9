/**
 * A real server process killed with SIGKILL while a message is in flight (the SMTP server took it but
 * has not answered): a new process on the same database sends it again, and the outbox row ends sent.
 * The embedded database's data folder by default; a database on TEST_DATABASE_URL's server otherwise.
 */
import fs from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@oola/domain';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../../server-process.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newDataDir } from '../../test/data-dir.js';

const MEMBER = 'demo1002@example.com';
const STAFF = { userId: '9001', password: 'demo-pass-1', loginType: 2 };

let sink: SmtpSink;
let dataDir: string;
let postgres: TestApp | null = null;
let env: Record<string, string | undefined>;

beforeAll(async () => {
  sink = await startSmtpSink({ holdFirst: 1 });
  dataDir = newDataDir('oola-kill-send-');
  // On PostgreSQL a new database of the test's own (createTestApp's), which the processes share.
  if (process.env.TEST_DATABASE_URL) postgres = await createTestApp();
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.databaseUrl ?? undefined,
    DEMO: 'true',
    SMTP_URL: sink.url,
    // The lost send is retried a second after its process is found dead, not 30 s after.
    JOB_RETRY_DELAY_SECONDS: '1',
    RESET_PASSWORD_URL: undefined,
    PUBLIC_URL: 'https://portal.example',
  };
});

afterAll(async () => {
  killServerProcesses();
  await sink.close();
  await postgres?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const isResetFor = (mail: ParsedMail) =>
  JSON.stringify(mail.to).includes(MEMBER) && /password/i.test(mail.subject ?? '');

async function post(server: ServerProcess, url: string, body: unknown, token?: string) {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function resetMessageInOutbox(server: ServerProcess, token: string): Promise<OutboxMessage | undefined> {
  const response = await fetch(`${server.url}/api/Support/Outbox`, { headers: { authorization: `Bearer ${token}` } });
  const messages = (await response.json()) as OutboxMessage[];
  return messages.find((message) => message.to.includes(MEMBER) && message.template === 'password-reset');
}

describe('a kill -9 of the process sending a message', () => {
  it(
    'loses nothing: a new process sends it (at most twice) and the outbox row ends sent',
    { timeout: 240_000 },
    async () => {
      const first = await startServerProcess(env);
      const asked = await post(first, '/api/Account/RequestPasswordReset', { email: MEMBER });
      expect(asked.status).toBe(202);
      // The SMTP server has the message and holds its answer: the send is in flight.
      await sink.waitFor(isResetFor, 60_000);

      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await startServerProcess(env);
      const login = await post(second, '/api/Login', STAFF);
      const { token } = (await login.json()) as { token: string };
      await expect
        .poll(async () => (await resetMessageInOutbox(second, token))?.status, { timeout: 150_000, interval: 1000 })
        .toBe('sent');
      const copies = sink.messages.filter(isResetFor);
      expect(copies.length).toBeGreaterThanOrEqual(1);
      expect(copies.length).toBeLessThanOrEqual(2);
    },
  );
});
