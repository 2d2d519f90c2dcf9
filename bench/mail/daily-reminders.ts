/**
 * Issue 20's mail budget: 10,000 daily reminders due in the same minute all leave within 60 s, each once.
 * The members (reminder-members.ts) have today settled; the bench moves each server's clock a day (TEST_CLOCK)
 * and has every process run the sweep at once, as two crons or a late sweep would. The sink counts what
 * arrives per recipient: every member exactly once, and how long until the last one left.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ServerProcess } from '../../apps/server/src/server-process';
import type { CountingSink } from './count-sink';
import { REMINDER_DOMAIN } from './reminder-members';

export const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
export const DRAIN_BUDGET_SECONDS = 60;
/** How long to wait for stragglers (and for duplicates) after the last expected message. */
const SETTLE_MS = 5000;
const GIVE_UP_MS = Number(process.env.BENCH_REMINDERS_GIVE_UP_SECONDS ?? 300) * 1000;
const PROGRESS_MS = 10_000;

export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

/** CPU seconds the processes used so far (Linux /proc; 0 elsewhere): what the burst costs, whatever the load. */
function cpuSeconds(servers: ServerProcess[]): number {
  let ticks = 0;
  for (const server of servers) {
    try {
      const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  return ticks / 100;
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/**
 * Prints the figures; true when every member got exactly one reminder, and (timed: the embedded database's
 * budget) the last within 60 s.
 */
export async function measureDailyReminders(
  servers: ServerProcess[],
  sink: CountingSink,
  { timed }: { timed: boolean },
): Promise<boolean> {
  console.log(`Moving ${servers.length} process(es) a day on, ${REMINDERS} reminders due (${loadAverage()})...`);
  const cpuAtStart = cpuSeconds(servers);
  const started = performance.now();
  await Promise.all(servers.map((server) => post(`${server.url}/api/Test/AdvanceClock`, { days: 1 })));
  const sweeps = Promise.all(
    servers.map((server) => post(`${server.url}/api/Test/RunRecurringJob`, { name: 'daily-reminders' })),
  ).then(() => performance.now() - started);
  let progressAt = started + PROGRESS_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = performance.now();
    if (now > progressAt) {
      console.log(`  ${((now - started) / 1000).toFixed(0)} s: ${sink.total()} at the sink`);
      progressAt += PROGRESS_MS;
    }
    if (sink.total() >= REMINDERS && now - sink.lastAt() > SETTLE_MS) break;
    if (now - started > GIVE_UP_MS) break;
  }
  const sweepMs = await sweeps;
  const cpuUsed = cpuSeconds(servers) - cpuAtStart;
  const counts = [...sink.perRecipient].filter(([address]) => address.endsWith(`@${REMINDER_DOMAIN}`));
  const duplicates = counts.filter(([, count]) => count > 1).length;
  const missing = REMINDERS - counts.length;
  const drainSeconds = (sink.lastAt() - started) / 1000;
  const met = missing === 0 && duplicates === 0 && (!timed || drainSeconds < DRAIN_BUDGET_SECONDS);
  console.log(`  the sweep(s) answered after ${(sweepMs / 1000).toFixed(1)} s`);
  console.log(
    `  ${sink.total()} messages at the sink, ${counts.length} members reached, ${missing} missing, ${duplicates} more than once`,
  );
  console.log(`  the last one left ${drainSeconds.toFixed(1)} s after the clock moved (${loadAverage()})`);
  console.log(
    `  the server process(es) used ${cpuUsed.toFixed(1)} s of CPU meanwhile (a busy machine stretches the wall clock, not this)`,
  );
  const budget = timed ? `all ${REMINDERS} within ${DRAIN_BUDGET_SECONDS} s, each once` : `all ${REMINDERS}, each once`;
  console.log(`  budget: ${budget} — ${met ? 'met' : 'NOT MET'}`);
  return met;
}
