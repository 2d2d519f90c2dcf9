import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { iceServersFor, parseIceConfig } from './ice-servers.js';

describe('ICE servers from the environment', () => {
  it('has none by default: host candidates only, no outside STUN service', () => {
    expect(loadConfig({}).ice).toEqual({ servers: [], turnRest: null });
  });

  it('reads ICE_SERVERS, STUN_URLS and a TURN server with a fixed user', () => {
    const ice = parseIceConfig({
      ICE_SERVERS: '[{"urls":["stun:stun.example.org:3478"]}]',
      STUN_URLS: 'stun:a.example.org, stun:b.example.org',
      TURN_URL: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
      TURN_USERNAME: 'oola',
      TURN_CREDENTIAL: 'secret-pass',
    });
    expect(iceServersFor(ice, 1005, new Date())).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['stun:a.example.org', 'stun:b.example.org'] },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
        username: 'oola',
        credential: 'secret-pass',
      },
    ]);
  });

  it("gives each member coturn's time-limited credential with TURN_SECRET", () => {
    const ice = parseIceConfig({ TURN_URL: 'turn:turn.example.org', TURN_SECRET: 'shared', TURN_TTL_SECONDS: 3600 });
    const now = new Date('2030-01-01T00:00:00Z');
    const [turn] = iceServersFor(ice, 1005, now);
    const username = `${now.getTime() / 1000 + 3600}:1005`;
    expect(turn).toEqual({
      urls: ['turn:turn.example.org'],
      username,
      credential: createHmac('sha1', 'shared').update(username).digest('base64'),
    });
  });

  it('stops the start on a bad value', () => {
    expect(() => loadConfig({ ICE_SERVERS: 'not json' })).toThrow('ICE_SERVERS: not JSON');
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"https://x"}]' })).toThrow('ICE_SERVERS');
    expect(() => loadConfig({ STUN_URLS: 'stun.example.org' })).toThrow('STUN_URLS');
    expect(() => loadConfig({ TURN_URL: 'turn:turn.example.org' })).toThrow('TURN_URL needs');
    expect(() => loadConfig({ TURN_TTL_SECONDS: '5' })).toThrow('TURN_TTL_SECONDS');
  });
});
