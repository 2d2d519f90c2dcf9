import { describe, expect, it } from 'vitest';
import { ClientListCache } from './client-list-cache.js';

const COACH = 1;
const CLIENT = 2;
const TTL = 1000;

function setup() {
  let now = 0;
  let reads = 0;
  const cache = new ClientListCache(TTL, () => now);
  const read = () => {
    reads += 1;
    return Promise.resolve({ clientIds: [CLIENT], body: Buffer.from('[]') });
  };
  return {
    cache,
    get: () => cache.get(COACH, read),
    reads: () => reads,
    advance: (ms: number) => (now += ms),
  };
}

describe('ClientListCache', () => {
  it('serves a list again until the coach or a client writes, and reads it again after that', async () => {
    const { cache, get, reads } = setup();
    await get();
    await get();
    expect(reads()).toBe(1);
    cache.wrote(99);
    await get();
    expect(reads()).toBe(1);
    cache.wrote(CLIENT);
    await get();
    expect(reads()).toBe(2);
    cache.wrote(COACH);
    await get();
    expect(reads()).toBe(3);
  });

  it('reads again once the list is ttl old, or when the clock went back', async () => {
    const { get, reads, advance } = setup();
    await get();
    advance(TTL - 1);
    await get();
    expect(reads()).toBe(1);
    advance(1);
    await get();
    expect(reads()).toBe(2);
    advance(-10);
    await get();
    expect(reads()).toBe(3);
  });

  it('outdates a list being read when a client writes meanwhile, and keeps no failed read', async () => {
    const { cache, get, reads } = setup();
    const first = get();
    cache.wrote(CLIENT);
    await first;
    await get();
    expect(reads()).toBe(2);

    let fail = true;
    const failing = () =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve({ clientIds: [], body: Buffer.from('[]') });
    await expect(cache.get(7, failing)).rejects.toThrow('down');
    fail = false;
    await expect(cache.get(7, failing)).resolves.toEqual({ clientIds: [], body: Buffer.from('[]') });
  });
});
