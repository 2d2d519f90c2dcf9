import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig, testConfig } from '../../config.js';
import { signingKeys } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { vapidKeys } from './vapid-keys.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the VAPID key pair', () => {
  it('is generated once and kept in the database: callers that share no cache (processes) get the same pair', async () => {
    const config = testConfig();
    // Each transaction is a caller of its own, as another process would be: nothing read is shared.
    const [first, second] = await Promise.all([
      t.database.db.transaction((tx) => vapidKeys(tx, config)),
      t.database.db.transaction((tx) => vapidKeys(tx, config)),
    ]);
    expect(second).toEqual(first);
    const stored = await t.database.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'vapid'));
    expect(stored.map((row) => row.secret)).toEqual([first.privateKey]);
    const member = await newMember(t);
    const { body } = await member.call<{ publicKey: string }>({ method: 'GET', url: '/api/push/key' });
    expect(body.publicKey).toBe(first.publicKey);
  });

  it('is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, whatever the database keeps', async () => {
    const configured = webPush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey });
    expect(await vapidKeys(t.database.db, config)).toEqual(configured);
    expect(await vapidKeys(t.database.db, testConfig())).not.toEqual(configured);
  });

  it('is configured as both keys or neither, and VAPID_SUBJECT is a mailto: or https: address', () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set together/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(/set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).vapidSubject).toBe('mailto:help@example.com');
    expect(loadConfig({ VAPID_SUBJECT: 'https://oola.example' }).vapidSubject).toBe('https://oola.example');
  });
});
