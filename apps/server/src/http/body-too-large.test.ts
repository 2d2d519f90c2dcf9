import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newStaff } from '../test/factories/index.js';
import { createTestApp, type TestApp, type Identity } from '../test/test-app.js';
import { uploadThenRead } from '../test/upload-then-read.js';

/**
 * A body over the limit, sent by a real HTTP client to a listening server: the client must read the
 * 413 and its message, never a reset connection (app.inject has no socket, so it cannot show this).
 */
let t: TestApp;
let base: string;
let staff: Identity;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const LIMIT = 1024 * 1024;
const MB = 1_000_000;
/** A JSON body of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => {
  const head = '{"userId":1005,"title":"Hello","message":"';
  return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
};

async function send(body: string | ReadableStream<Uint8Array>) {
  const response = await fetch(`${base}/api/Notification/Send`, {
    method: 'POST',
    headers: { ...staff.auth, 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** The same body as a stream of chunks without a Content-Length (the limit is found while reading). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunk = 64 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

describe('a request body over the limit', () => {
  for (const [label, size] of [
    ['one byte over the limit', LIMIT + 1],
    ['2 MB', 2 * MB],
    ['20 MB', 20 * MB],
  ] as const) {
    it(`answers 413 with a JSON message, three times in a row: ${label}`, async () => {
      const body = jsonOfSize(size);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await send(body);
        expect(answer.status, `attempt ${attempt + 1}`).toBe(413);
        expect(answer.body.message).toMatch(/too large/i);
      }
    });
  }

  it('answers 413 to a client that reads only after it has sent the whole body', async () => {
    for (const size of [LIMIT + 1, LIMIT + 1, 2 * MB, 2 * MB, 20 * MB, 20 * MB]) {
      const answer = await uploadThenRead(base, {
        path: '/api/Notification/Send',
        headers: { ...staff.auth, 'content-type': 'application/json' },
        body: Buffer.from(jsonOfSize(size)),
      });
      expect(answer, String(size)).toMatchObject({ status: 413, error: null });
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/too large/i) });
    }
  });

  it('answers 413 when a body without Content-Length grows over the limit while it is read', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await send(streamed(jsonOfSize(2 * MB)));
      expect(answer.status, `attempt ${attempt + 1}`).toBe(413);
      expect(answer.body.message).toMatch(/too large/i);
    }
  });

  it('leaves the server answering normal requests afterwards', async () => {
    await send(jsonOfSize(2 * MB));
    const member = await newMember(t);
    const answer = await send(JSON.stringify({ userId: member.id, title: 'Hello', message: 'Welcome' }));
    expect(answer.status).toBe(201);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
