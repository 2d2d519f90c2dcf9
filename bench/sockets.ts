/** Shared by the real-time benchmarks: many Socket.IO clients at once, and the percentiles of their latencies. */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** The p-th percentile (0-100) of ascending latencies. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** How many loopback addresses spread sockets come from (127.0.0.2 ...). */
const SPREAD_ADDRESSES = 250;

/**
 * Opens `count` sockets on a hub (e.g. `${url}/actionhub`) with a bearer token, 100 at a time; each is
 * ready once connected and, when given, once `ready` has resolved for it (e.g. joined a group). With
 * `spread`, they connect from many loopback addresses (127.0.0.2, 127.0.0.3, ...) as many users would:
 * nginx keeps each client address on one process (bench/scale-out).
 */
export async function connectInBatches(
  hubUrl: string,
  token: string,
  count: number,
  ready: (socket: Socket) => Promise<void> = async () => {},
  spread = false,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, index) => {
      const options: Partial<ManagerOptions & SocketOptions> & { localAddress?: string } = {
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      };
      // Passed on to the WebSocket's TCP connection (engine.io-client's types leave it out).
      if (spread) options.localAddress = `127.0.0.${2 + ((start + index) % SPREAD_ADDRESSES)}`;
      return io(hubUrl, options);
    });
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect_error', reject);
            socket.once('connect', () => ready(socket).then(resolve, reject));
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Prints p50 and p99 of the latencies against the p99 budget; a missed budget sets the exit code to 1. */
export function reportLatencies(label: string, latencies: number[], budgetP99Ms: number): boolean {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const met = p99 < budgetP99Ms;
  console.log(`${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  console.log(`budget: p99 < ${budgetP99Ms} ms — ${met ? 'met' : 'NOT MET'}`);
  if (!met) process.exitCode = 1;
  return met;
}
