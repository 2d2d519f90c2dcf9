/**
 * A global-counter update reaching 1,000 /actionhub sockets spread over the processes behind nginx.
 * nginx keeps each client address on one process (hash $remote_addr), so the sockets connect from
 * many loopback addresses (127.0.0.2, 127.0.0.3, ...) as many users would; the access log shows
 * which process took each. Staff complete action steps one at a time through nginx (any process);
 * a socket's latency runs from the completing request being sent to GetGlobalStepsTaken arriving,
 * so it includes the write and, for the other processes' sockets, the trip through PostgreSQL.
 */
import fs from 'node:fs';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { percentile } from '../open-loop';

const ADDRESSES = 250;
const STAFF_ID = 9001;

/** The p50/p99 of the latencies, and how many sockets each process held. */
export interface FanoutFigures {
  p50: number;
  p99: number;
  socketsPerProcess: Record<string, number>;
}

async function connectSpread(url: string, token: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, index) => {
      const options = {
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        // Passed on to the WebSocket's TCP connection (engine.io-client's types leave it out).
        localAddress: `127.0.0.${2 + ((start + index) % ADDRESSES)}`,
      } as Partial<ManagerOptions & SocketOptions>;
      return io(`${url}/actionhub`, options);
    });
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** WebSocket upgrades (status 101) in lines of nginx's access log, counted by the process that took them. */
function countUpgrades(log: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const match = / 101 (\S+) /.exec(line);
    if (match && line.includes('/socket.io/')) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  }
  return counts;
}

/** The upgrades logged since `offset`; nginx logs a WebSocket when it closes, so this waits (5 s at most) for all. */
async function upgradesPerProcess(accessLog: string, offset: number, expected: number) {
  for (const deadline = Date.now() + 5000; ;) {
    const counts = countUpgrades(fs.readFileSync(accessLog).subarray(offset).toString());
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (total >= expected || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api<T>(url: string, token: string, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function counterFanout(
  url: string,
  accessLog: string,
  tokens: { watcher: string; staff: string },
  options: { sockets: number; rounds: number },
): Promise<FanoutFigures> {
  const logOffset = fs.statSync(accessLog).size;
  const sockets = await connectSpread(url, tokens.watcher, options.sockets);
  const latencies: number[] = [];
  try {
    for (let round = 0; round < options.rounds;) {
      const { actions } = await api<{ actions: { id: number; completed: boolean }[] }>(
        url,
        tokens.staff,
        'POST',
        'Actions',
        { userId: STAFF_ID, actions: Array.from({ length: 15 }, (_, index) => `Bench step ${round + index}`) },
      );
      for (const action of actions.filter((item) => !item.completed)) {
        if (round >= options.rounds) break;
        const arrivals = sockets.map(
          (socket) =>
            new Promise<number>((resolve) => socket.once('GetGlobalStepsTaken', () => resolve(performance.now()))),
        );
        const sentAt = performance.now();
        await api(url, tokens.staff, 'PUT', 'Actions/AsyncCompleteAction', { userId: STAFF_ID, id: action.id });
        for (const arrivedAt of await Promise.all(arrivals)) latencies.push(arrivedAt - sentAt);
        round += 1;
      }
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  latencies.sort((a, b) => a - b);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round1(percentile(latencies, 0.5)),
    p99: round1(percentile(latencies, 0.99)),
    socketsPerProcess: await upgradesPerProcess(accessLog, logOffset, sockets.length),
  };
}
