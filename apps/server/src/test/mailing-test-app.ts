import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface MailingTestApp {
  sink: SmtpSink;
  app: TestApp;
}

/**
 * For a test file that reads what the app mails: before its tests, a real SMTP sink and a test app
 * sending through it (handed to `onOpen`); after them, both closed.
 */
export function mailingTestApp(onOpen: (opened: MailingTestApp) => void, config: Partial<Config> = {}): void {
  let opened: MailingTestApp | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const app = await createTestApp({ config: { smtpUrl: sink.url, publicUrl: 'https://portal.example', ...config } });
    opened = { sink, app };
    onOpen(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.sink.close();
  });
}
