/**
 * PostgreSQL only (the vitest project server-postgres): two server processes on one database take
 * writes at once; one is killed with SIGKILL mid-stream. Every write that was answered 2xx is in the
 * database, and the other process goes on answering without a single failure.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.js';
import type { ServerProcess } from '../server-process.js';
import { newMember, newStaff } from '../test/factories/index.js';
import { api, startTwoProcesses, type TwoProcesses } from '../test/two-processes.js';

let cluster: TwoProcesses;
beforeAll(async () => {
  cluster = await startTwoProcesses();
}, 120_000);
afterAll(async () => cluster?.close());

/** Concurrent writers per process. */
const WRITERS = 3;

interface Tally {
  acknowledged: number[];
  /** Calls that failed before the kill (none may), and after it. */
  failedBefore: number;
  failedAfter: number;
  acknowledgedAfterKill: number;
}

describe('a kill -9 of one process under load', () => {
  it('loses no acknowledged write, and the other process keeps serving', { timeout: 120_000 }, async () => {
    const { a, b, t } = cluster;
    const staff = await newStaff(t);
    const member = await newMember(t);
    let killed = false;
    let stopped = false;
    const tallies = new Map<ServerProcess, Tally>(
      [a, b].map((server) => [server, { acknowledged: [], failedBefore: 0, failedAfter: 0, acknowledgedAfterKill: 0 }]),
    );

    async function writer(server: ServerProcess, number: number): Promise<void> {
      const tally = tallies.get(server)!;
      for (let write = 0; !stopped; write += 1) {
        const killedBefore = killed;
        try {
          const sent = await api<{ id: number }>(server, staff.token, 'POST', '/api/Notification/Send', {
            userId: member.id,
            title: `Write ${number}.${write}`,
            message: '<p>Load</p>',
          });
          if (sent.status !== 201) throw new Error(`answered ${sent.status}`);
          tally.acknowledged.push(sent.body.id);
          if (killedBefore) tally.acknowledgedAfterKill += 1;
        } catch {
          if (killed) tally.failedAfter += 1;
          else tally.failedBefore += 1;
          // A process that is gone stays gone: its writers stop.
          if (killed && server === a) return;
        }
      }
    }

    const writers = [a, b].flatMap((server) => Array.from({ length: WRITERS }, (_, number) => writer(server, number)));
    const total = () => tallies.get(a)!.acknowledged.length + tallies.get(b)!.acknowledged.length;
    await expect.poll(total, { timeout: 30_000, interval: 20 }).toBeGreaterThan(60);
    killed = true;
    a.child.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');
    await expect
      .poll(() => tallies.get(b)!.acknowledgedAfterKill, { timeout: 30_000, interval: 20 })
      .toBeGreaterThan(60);
    stopped = true;
    await Promise.all(writers);

    const [onA, onB] = [tallies.get(a)!, tallies.get(b)!];
    expect(onA.acknowledged.length).toBeGreaterThan(0);
    expect(onA.failedBefore).toBe(0);
    expect(onA.failedAfter).toBeGreaterThan(0);
    expect(onB.failedBefore + onB.failedAfter).toBe(0);
    const acknowledged = [...onA.acknowledged, ...onB.acknowledged];
    const stored = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    // B still answers reads, too.
    expect((await api(b, member.token, 'GET', '/api/Notification/GetNotification')).status).toBe(200);
  });
});
