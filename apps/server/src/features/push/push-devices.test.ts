import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushDevice } from '@oola/domain';
import { pushSubscriptions } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { browserKeys } from '../../test/push-receiver.js';
import { call, createTestApp, TEST_PASSWORD, type Identity, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let nextEndpoint = 0;
const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/test-device-${nextEndpoint++}`;
const subscription = (endpoint = fcmEndpoint()) => ({ endpoint, expirationTime: null, keys: browserKeys().keys });

const subscribe = (person: Pick<Identity, 'call'>, payload: object) =>
  person.call<PushDevice & { message?: string }>({ method: 'POST', url: '/api/push/subscriptions', payload });
const devices = (person: Pick<Identity, 'call'>) =>
  person.call<PushDevice[]>({ method: 'GET', url: '/api/push/subscriptions' });
const storedDevices = () => t.database.db.select().from(pushSubscriptions);

/** Signs the member in again from a phone: another session, as another device would have. */
async function signInOnPhone(member: Identity): Promise<Pick<Identity, 'call'>> {
  const { body } = await call<{ token: string }>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: {
      userId: String(member.id),
      password: TEST_PASSWORD,
      loginType: 2,
      browser: 'Chrome',
      operativeSystem: 'Android',
    },
  });
  const auth = { authorization: `Bearer ${body.token}` };
  return { call: (options) => call(t, { ...options, headers: { ...options.headers, ...auth } }) };
}

describe('GET /api/push/key', () => {
  it("answers the server's VAPID public key, an uncompressed P-256 point", async () => {
    const member = await newMember(t);
    const { status, body } = await member.call<{ publicKey: string }>({ method: 'GET', url: '/api/push/key' });
    expect(status).toBe(200);
    const point = Buffer.from(body.publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/push/key' })).status).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it("stores the browser's subscription for the caller's session, named after its browser and system", async () => {
    const member = await newMember(t);
    const phone = await signInOnPhone(member);
    const sent = subscription();
    const { status, body } = await subscribe(phone, sent);
    expect(status).toBe(201);
    expect(body).toMatchObject({ device: 'Chrome on Android', lastSentAt: null, thisDevice: true });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    const [stored] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, body.id));
    expect(stored).toMatchObject({ userId: member.id, endpoint: sent.endpoint, ...sent.keys });
  });

  it('moves an endpoint subscribed again to the new caller and session, with its new keys: 200', async () => {
    const [first, second] = [await newMember(t), await newMember(t)];
    const sent = subscription();
    const created = await subscribe(first, sent);
    const again = subscription(sent.endpoint);
    const moved = await subscribe(second, again);
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(created.body.id);
    expect((await devices(first)).body).toEqual([]);
    expect((await devices(second)).body).toEqual([expect.objectContaining({ id: created.body.id, thisDevice: true })]);
    const [stored] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, created.body.id));
    expect(stored).toMatchObject({ userId: second.id, p256dh: again.keys.p256dh });
  });

  it.each([
    ['an http endpoint', { ...subscription(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /https/],
    [
      'a loopback endpoint (a test receiver is refused unless configured)',
      { ...subscription(), endpoint: 'http://127.0.0.1:9/push/x' },
      /https/,
    ],
    [
      'an address that is no push service',
      { ...subscription(), endpoint: 'https://internal.example.com/admin' },
      /push service/,
    ],
    [
      'an https endpoint on another port',
      { ...subscription(), endpoint: 'https://fcm.googleapis.com:8443/x' },
      /plain https/,
    ],
    ['no endpoint', { keys: browserKeys().keys }, /endpoint/],
    ['a relative endpoint', { ...subscription(), endpoint: '/push/x' }, /absolute URL/],
    ['no keys', { endpoint: fcmEndpoint() }, /keys/],
    [
      'a p256dh of the wrong length',
      { endpoint: fcmEndpoint(), keys: { ...browserKeys().keys, p256dh: 'abc' } },
      /p256dh/,
    ],
    [
      'a p256dh that is no point of P-256',
      { endpoint: fcmEndpoint(), keys: { ...browserKeys().keys, p256dh: `BA${'A'.repeat(85)}` } },
      /P-256/,
    ],
    [
      'an auth secret of the wrong length',
      { endpoint: fcmEndpoint(), keys: { ...browserKeys().keys, auth: 'short' } },
      /auth/,
    ],
    ['a body that is a list', [subscription()], /./],
  ])('answers 400 with the reason for %s, and stores nothing', async (_name, payload, reason) => {
    const member = await newMember(t);
    const before = (await storedDevices()).length;
    const { status, body } = await subscribe(member, payload);
    expect(status).toBe(400);
    expect(body.message).toMatch(reason);
    expect((await storedDevices()).length).toBe(before);
  });

  it('answers 401 without a token, storing nothing', async () => {
    const before = (await storedDevices()).length;
    const { status } = await call(t, { method: 'POST', url: '/api/push/subscriptions', payload: subscription() });
    expect(status).toBe(401);
    expect((await storedDevices()).length).toBe(before);
  });
});

describe('GET /api/push/subscriptions', () => {
  it("lists the caller's devices only, this session's first", async () => {
    const member = await newMember(t);
    const phone = await signInOnPhone(member);
    await subscribe(member, subscription());
    await subscribe(phone, subscription());
    await subscribe(await newMember(t), subscription());
    const { status, body } = await devices(phone);
    expect(status).toBe(200);
    expect(body.map((device) => [device.device, device.thisDevice])).toEqual([
      ['Chrome on Android', true],
      [expect.any(String), false],
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/push/subscriptions' })).status).toBe(401);
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  it("turns one of the caller's devices off: 204", async () => {
    const member = await newMember(t);
    const { body: device } = await subscribe(member, subscription());
    const { status } = await member.call({ method: 'DELETE', url: `/api/push/subscriptions/${device.id}` });
    expect(status).toBe(204);
    expect((await devices(member)).body).toEqual([]);
  });

  it("answers 403 for another member's device, which stays on", async () => {
    const [owner, other] = [await newMember(t), await newMember(t)];
    const { body: device } = await subscribe(owner, subscription());
    const { status, body } = await other.call<{ message: string }>({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device.id}`,
    });
    expect(status).toBe(403);
    expect(body.message).toMatch(/your own/);
    expect((await devices(owner)).body).toHaveLength(1);
  });

  it('answers 404 for an unknown id, 400 for one that is not an id and 401 without a token', async () => {
    const member = await newMember(t);
    const { body: device } = await subscribe(member, subscription());
    const remove = (id: string) => member.call({ method: 'DELETE', url: `/api/push/subscriptions/${id}` });
    expect((await remove('99999999')).status).toBe(404);
    expect((await remove('first')).status).toBe(400);
    expect((await remove('-1')).status).toBe(400);
    expect((await call(t, { method: 'DELETE', url: `/api/push/subscriptions/${device.id}` })).status).toBe(401);
    expect((await devices(member)).body).toHaveLength(1);
  });
});

describe('signing out', () => {
  it("POST /api/Logout turns that session's devices off, and no other session's", async () => {
    const member = await newMember(t);
    const phone = await signInOnPhone(member);
    await subscribe(member, subscription());
    await subscribe(phone, subscription());
    expect((await member.call({ method: 'POST', url: '/api/Logout' })).status).toBe(204);
    expect((await devices(phone)).body).toEqual([expect.objectContaining({ device: 'Chrome on Android' })]);
  });

  it('ending a session from My account turns its devices off; signing out everywhere else, theirs', async () => {
    const member = await newMember(t);
    const [phone, tablet] = [await signInOnPhone(member), await signInOnPhone(member)];
    await subscribe(member, subscription());
    await subscribe(phone, subscription());
    await subscribe(tablet, subscription());
    const sessions = await member.call<{ id: number; isCurrent: boolean }[]>({
      method: 'GET',
      url: '/api/Account/Sessions',
    });
    const phoneDevice = (await devices(phone)).body.find((device) => device.thisDevice)!;
    const phoneSession = (
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phoneDevice.id))
    )[0]!.sessionId;
    expect(sessions.body.some((session) => session.id === phoneSession)).toBe(true);

    expect((await member.call({ method: 'DELETE', url: `/api/Account/Sessions/${phoneSession}` })).status).toBe(204);
    expect((await devices(member)).body).toHaveLength(2);
    expect((await member.call({ method: 'POST', url: '/api/Account/Sessions/EndOthers' })).status).toBe(200);
    expect((await devices(member)).body).toEqual([expect.objectContaining({ thisDevice: true })]);
  });
});
