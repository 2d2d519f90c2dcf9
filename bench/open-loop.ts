/**
 * An open-loop load generator: requests leave at a steady rate whatever the server's
 * answers are doing, as users' requests do, and each latency is counted from the moment
 * its request was due (not from when it was sent), so a stalled server or a late
 * generator shows up in the figures instead of being hidden (no coordinated omission).
 *
 * autocannon's `overallRate` is not that: each connection sends its share of the
 * second's requests back to back as fast as the server answers, then waits for the
 * next second, so "300 req/s" becomes a full-speed burst followed by idleness.
 */
import http from 'node:http';

export interface OpenLoopRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

function send(agent: http.Agent, request: OpenLoopRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      request.url,
      { method: request.method, headers: request.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Sends `rate` requests per second, spaced evenly, and measures each from its due time. The first
 * `warmUpSeconds` run at the same rate but are not counted: they open the keep-alive connections
 * (as a browser holds them) and warm the server's code paths. `request` may differ per request
 * (given its index), e.g. to spread the load over many members.
 */
export async function openLoop(
  request: OpenLoopRequest | ((index: number) => OpenLoopRequest),
  rate: number,
  seconds: number,
  warmUpSeconds = 2,
): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const warmUp = Math.round(rate * warmUpSeconds);
  const total = warmUp + Math.round(rate * seconds);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  const start = performance.now();
  let measuredFrom = start;
  for (let index = 0; index < total; index++) {
    if (index === warmUp) measuredFrom = start + index * interval;
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait - 1));
    while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
    const counted = index >= warmUp;
    pending.push(
      send(agent, typeof request === 'function' ? request(index) : request).then(
        (status) => {
          if (!counted) return;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else errors++;
        },
        () => {
          if (counted) errors++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: (total - warmUp) / elapsed,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    errors,
  };
}
