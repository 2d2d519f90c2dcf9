import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { browserKeys, startPushReceiver, type PushReceiver } from '../../test/push-receiver.js';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => receiver.close());

const vapid = { subject: 'mailto:ops@oola.example', ...webPush.generateVAPIDKeys() };

/** A push as web-push makes it, POSTed as is or with one thing changed. */
async function post(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  change: (request: { headers: Record<string, string>; body: Buffer }) => void = () => undefined,
) {
  const details = webPush.generateRequestDetails(subscription, JSON.stringify({ title: 'Hi' }), {
    vapidDetails: vapid,
    TTL: 60,
  });
  const request = { headers: details.headers as Record<string, string>, body: details.body };
  change(request);
  const response = await fetch(details.endpoint, { method: 'POST', headers: request.headers, body: request.body });
  return response.status;
}

describe('the test push receiver', () => {
  it('takes a push signed and encrypted as RFC 8291 and 8292 say, and decrypts it', async () => {
    const subscription = receiver.subscribe();
    expect(await post(subscription)).toBe(201);
    const push = await receiver.waitFor((one) => one.endpoint === subscription.endpoint);
    expect(push).toMatchObject({ payload: { title: 'Hi' }, ttl: 60, urgency: 'normal', vapid: { aud: receiver.url } });
  });

  it('refuses a VAPID signature made by another key than the one it names: 403', async () => {
    const subscription = receiver.subscribe();
    const other = webPush.generateVAPIDKeys().publicKey;
    const status = await post(subscription, (request) => {
      request.headers.Authorization = request.headers.Authorization!.replace(/k=.*/, `k=${other}`);
    });
    expect(status).toBe(403);
  });

  it('refuses a push for another audience (403) and one without VAPID (401)', async () => {
    const subscription = receiver.subscribe();
    const elsewhere = { ...subscription, endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost') };
    expect(await post(elsewhere)).toBe(403);
    expect(await post(subscription, (request) => delete request.headers.Authorization)).toBe(401);
  });

  it('cannot decrypt a payload encrypted for other keys: 400, nothing received', async () => {
    const subscription = receiver.subscribe();
    const status = await post({ ...subscription, keys: browserKeys().keys });
    expect(status).toBe(400);
    expect(receiver.received.some((push) => push.endpoint === subscription.endpoint)).toBe(false);
  });

  it('answers as told, then takes again; an unknown subscription is a 404', async () => {
    const subscription = receiver.subscribe();
    receiver.answer(subscription.endpoint, 429, { retryAfter: '30' });
    expect(await post(subscription)).toBe(429);
    expect(await post(subscription)).toBe(201);
    expect(receiver.attempts(subscription.endpoint)).toBe(2);
    expect(await post({ ...subscription, endpoint: `${receiver.url}/push/unknown` })).toBe(404);
  });
});
