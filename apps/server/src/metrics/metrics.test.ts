import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { addressAllowList } from '../core/address-allow-list.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsAllow: ['127.0.0.1', '10.1.0.0/16'] } });
});
afterAll(async () => t.close());

describe('GET /metrics', () => {
  it('answers Prometheus text to an allowed address: request durations by route, event-loop lag, pool, queues, sockets', async () => {
    await t.app.inject({ url: '/api/health' });
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
    expect(text).toMatch(/^job_queue_jobs\{queue="[^"]+",state="queued"\} \d+/m);
    expect(text).toMatch(/^socketio_connected_sockets\{hub="\/chathub"\} 0/m);
  });

  it('is a 404, as a path that does not exist, to any other address', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.2.0.1', '::1']) {
      const response = await t.app.inject({ url: '/metrics', remoteAddress });
      expect({ remoteAddress, status: response.statusCode }).toEqual({ remoteAddress, status: 404 });
      expect(response.body).not.toContain('nodejs_');
    }
  });

  it('does not exist when METRICS_ALLOW is unset', async () => {
    const off = await createTestApp();
    const response = await off.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    await off.close();
  });
});

describe('METRICS_ALLOW', () => {
  it('takes addresses and CIDR ranges, IPv4 (also as ::ffff:) and IPv6', () => {
    const allowed = addressAllowList(loadConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).metricsAllow);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.9.8.7', 'fd00::1'].every(allowed)).toBe(true);
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', 'not an address'].some(allowed)).toBe(false);
  });

  it('stops the server at start on anything else', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '127.0.0.1,everyone' })).toThrow(/METRICS_ALLOW: expected addresses/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
  });
});
