/**
 * Real-time budget (dashboard issue): a global-counter update reaches 1,000
 * connected /actionhub sockets with p99 < 200 ms. Starts the server (fresh embedded
 * database with demo data), connects the sockets, then has the staff demo account
 * complete action steps one at a time; each socket's latency is the time from the
 * completing request being sent to GetGlobalStepsTaken arriving with the new number
 * (so it includes the completing call itself). Run it on an otherwise idle machine.
 *
 *   npx tsx bench/scenarios/global-counter-fanout.ts [url]   (no url: starts the server)
 */
import { signIn, startServer } from '../server';
import { connectInBatches, reportLatencies } from '../sockets';

const SOCKETS = Number(process.env.FANOUT_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 30);
const BUDGET_P99_MS = 200;
const STAFF_ID = 9001;

async function api<T>(url: string, token: string, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The latencies of `rounds` counter updates at `sockets` /actionhub sockets (member 1005's), the
 * updates made by the staff account through `url`; `spread` as in connectInBatches.
 */
export async function counterFanout(
  url: string,
  options: { sockets: number; rounds: number; spread?: boolean },
): Promise<number[]> {
  const watcherToken = await signIn(url, 1005);
  const staffToken = await signIn(url, STAFF_ID);
  const sockets = await connectInBatches(`${url}/actionhub`, watcherToken, options.sockets, undefined, options.spread);
  try {
    const latencies: number[] = [];
    let round = 0;
    while (round < options.rounds) {
      const { actions } = await api<{ actions: { id: number; completed: boolean }[] }>(
        url,
        staffToken,
        'POST',
        'Actions',
        {
          userId: STAFF_ID,
          actions: Array.from({ length: 15 }, (_, index) => `Bench step ${round + index}`),
        },
      );
      for (const action of actions.filter((item) => !item.completed)) {
        if (round >= options.rounds) break;
        const arrivals = sockets.map(
          (socket) =>
            new Promise<number>((resolve) => socket.once('GetGlobalStepsTaken', () => resolve(performance.now()))),
        );
        const sentAt = performance.now();
        await api(url, staffToken, 'PUT', 'Actions/AsyncCompleteAction', { userId: STAFF_ID, id: action.id });
        for (const arrivedAt of await Promise.all(arrivals)) latencies.push(arrivedAt - sentAt);
        round += 1;
      }
    }
    return latencies;
  } finally {
    for (const socket of sockets) socket.close();
  }
}

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startServer();
  try {
    const latencies = await counterFanout(given ?? server!.url, { sockets: SOCKETS, rounds: ROUNDS });
    reportLatencies(`${ROUNDS} updates × ${SOCKETS} sockets`, latencies, BUDGET_P99_MS);
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
