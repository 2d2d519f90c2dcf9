import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { startPushReceiver, type PushReceiver } from './push-receiver.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface PushingTestApp {
  receiver: PushReceiver;
  app: TestApp;
}

/**
 * For a test file that reads what the app pushes: before its tests, a local push receiver and a test app that
 * may send to it (handed to `onOpen`); after them, both closed.
 */
export function pushingTestApp(onOpen: (opened: PushingTestApp) => void, config: Partial<Config> = {}): void {
  let opened: PushingTestApp | undefined;
  beforeAll(async () => {
    const receiver = await startPushReceiver();
    const app = await createTestApp({ config: { pushAllowLoopback: true, ...config } });
    opened = { receiver, app };
    onOpen(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.receiver.close();
  });
}
