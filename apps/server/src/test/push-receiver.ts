import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser's PushSubscription.toJSON() gives, for POST /api/push/subscriptions. */
export interface ReceiverSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push as the device would see it: decrypted, with the headers and the checked VAPID claims. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID key the request was signed with (base64url) and the JWT's claims. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
  /** When it arrived (Date.now()). */
  at: number;
}

export interface PushReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  /** A new subscription, as a browser makes one: its own P-256 key pair and auth secret. */
  subscribe(): ReceiverSubscription;
  /** Every push taken (answered 201), in order. */
  received: ReceivedPush[];
  /** The first push (taken already or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** Answer the next `times` posts to this subscription with `status` (and Retry-After), taking nothing. */
  answer(endpoint: string, status: number, options?: { times?: number; retryAfter?: string }): void;
  /** Every post, taken or not, per endpoint: how often each device was tried. */
  attempts(endpoint: string): number;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  answers: { status: number; retryAfter?: string }[];
  attempts: number;
}

/** A refusal the receiver answers with, as a push service says why. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a browser makes for a subscription: a P-256 key pair and a 16-byte auth secret, and their JSON. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 (with RFC 8188's aes128gcm, one record): the payload as the subscription's browser reads it. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(auth, ecdh.computeSecret(serverKey), keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record's plaintext ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Refusal(400, 'The payload has no last-record delimiter.');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, signed ES256 by that key, for this origin, not expired. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const fields = Object.fromEntries(
    (header ?? '')
      .replace(/^vapid\s+/i, '')
      .split(',')
      .map((field) => field.trim().split('=') as [string, string]),
  );
  const [head, claims, signature] = String(fields.t ?? '').split('.');
  if (!/^vapid /i.test(header ?? '') || !head || !claims || !signature || !fields.k) {
    throw new Refusal(401, 'No VAPID authorization.');
  }
  const point = Buffer.from(fields.k, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'The VAPID signature does not match its key.');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['vapid'];
  const now = Date.now() / 1000;
  if (alg !== 'ES256') throw new Refusal(403, 'The VAPID JWT is not ES256.');
  if (aud !== origin) throw new Refusal(403, `The VAPID audience is ${aud}, not ${origin}.`);
  if (!(exp > now && exp <= now + 24 * 60 * 60))
    throw new Refusal(403, 'The VAPID JWT has expired or lives over 24 h.');
  if (!/^(mailto:|https:)/.test(sub ?? ''))
    throw new Refusal(403, 'The VAPID subject is no mailto: or https: address.');
  return { publicKey: fields.k, aud, sub, exp };
}

/**
 * A push service on 127.0.0.1 for tests, as a browser's would be: it makes subscriptions, takes POSTs to
 * them, checks their VAPID signature, decrypts their payload with the subscription's private key and keeps
 * it with the TTL, Urgency and Topic headers; it can be told to refuse. Imports nothing of the app.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let url = '';

  const take = (
    request: http.IncomingMessage,
    body: Buffer,
  ): { status: number; headers?: http.OutgoingHttpHeaders } => {
    const endpoint = `${url}${request.url}`;
    const subscriber = subscribers.get(endpoint);
    if (request.method !== 'POST' || !subscriber) return { status: 404 };
    subscriber.attempts++;
    const answer = subscriber.answers.shift();
    if (answer)
      return { status: answer.status, headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {} };
    const vapid = checkVapid(request.headers.authorization, url);
    if (request.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(415, 'Content-Encoding is not aes128gcm.');
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'No TTL header.');
    const payload = JSON.parse(decryptPush(body, subscriber.ecdh, subscriber.auth).toString('utf8')) as unknown;
    received.push({
      endpoint,
      payload,
      ttl,
      urgency: (request.headers.urgency as string | undefined) ?? null,
      topic: (request.headers.topic as string | undefined) ?? null,
      vapid,
      at: Date.now(),
    });
    for (const wake of waiters) wake();
    return { status: 201 };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { status, headers } = take(request, Buffer.concat(chunks));
        response.writeHead(status, headers).end();
      } catch (error) {
        response.writeHead(error instanceof Refusal ? error.status : 400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscribe() {
      const { ecdh, auth, keys } = browserKeys();
      const endpoint = `${url}/push/${randomBytes(12).toString('base64url')}`;
      subscribers.set(endpoint, { ecdh, auth, answers: [], attempts: 0 });
      return { endpoint, expirationTime: null, keys };
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching push within ${timeoutMs} ms (${received.length} received).`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    answer(endpoint, status, { times = 1, retryAfter } = {}) {
      const subscriber = subscribers.get(endpoint);
      if (!subscriber) throw new Error(`${endpoint} is not a subscription of this receiver.`);
      for (let i = 0; i < times; i++) subscriber.answers.push({ status, retryAfter });
    },
    attempts: (endpoint) => subscribers.get(endpoint)?.attempts ?? 0,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
