import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainRequest, type DrainLimits } from './drain-request.js';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Starts a server that drains each request with `limits` and answers whether the body ended. */
async function drainingServer(limits: DrainLimits): Promise<string> {
  server = http.createServer((request, response) => {
    void drainRequest(request, limits).then((ended) => response.end(String(ended)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = async (url: string, body: string | ReadableStream<Uint8Array>) =>
  (await fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit)).text();

/** `count` chunks of `size` bytes, then (unless `hang`) the end. */
function chunks(count: number, size: number, hang = false): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent < count) {
        sent += 1;
        controller.enqueue(new Uint8Array(size));
      } else if (!hang) controller.close();
    },
  });
}

describe('drainRequest', () => {
  it('reads a body to its end and says so', async () => {
    const url = await drainingServer({ maxBytes: 1000 });
    expect(await post(url, 'x'.repeat(900))).toBe('true');
    expect(await post(url, chunks(9, 100))).toBe('true');
  });

  it('gives up at once on a declared length over maxBytes, and while reading past maxBytes', async () => {
    const url = await drainingServer({ maxBytes: 1000 });
    expect(await post(url, 'x'.repeat(1001))).toBe('false');
    expect(await post(url, chunks(20, 100))).toBe('false');
  });

  it('gives up when the body stops arriving for idleMs', async () => {
    const url = await drainingServer({ maxBytes: 1000, idleMs: 50 });
    expect(await post(url, chunks(2, 100, true))).toBe('false');
  });
});
