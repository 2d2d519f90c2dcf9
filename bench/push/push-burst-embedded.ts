/**
 * Issue 32's push budget on the embedded database: 10,000 pushes queued at once (one per member, as a daily
 * reminder sweep queues them) all reach a local push service within 60 s, each once. The pushes are queued
 * while no server holds the database; the budget counts from the first push out to the last, and the test receiver
 * (apps/server/src/test/push-receiver.ts) checks each one's VAPID signature and decrypts it, as a browser's
 * push service and the device would. Run by `npm run bench -- push-burst` (or: npx tsx bench/push/push-burst-embedded.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { allJobs } from '../../apps/server/src/all-jobs';
import { testConfig } from '../../apps/server/src/config';
import { ServerClock } from '../../apps/server/src/core/clock';
import { openDatabase } from '../../apps/server/src/db/client';
import { pushOutbox, pushSubscriptions } from '../../apps/server/src/db/schema/index';
import { EventBus } from '../../apps/server/src/events/index';
import { sendPushJob } from '../../apps/server/src/features/push/send-push-job';
import { enqueueJobs } from '../../apps/server/src/jobs/enqueue-job';
import { JobQueue } from '../../apps/server/src/jobs/job-queue';
import { startServerProcess } from '../../apps/server/src/server-process';
import { startPushReceiver } from '../../apps/server/src/test/push-receiver';
import { loadAverage } from '../mail/daily-reminders';
import { addReminderMembers, REMINDER_DOMAIN } from '../mail/reminder-members';

export const PUSH_BURST = 'push-burst';
const PUSHES = Number(process.env.BENCH_PUSHES ?? 10_000);
const BUDGET_SECONDS = 60;
const SETTLE_MS = 5000;
const GIVE_UP_MS = 300_000;
const PROGRESS_MS = 10_000;

export async function pushBurstEmbedded(): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-push-bench-'));
  try {
    return await measurePushBurst({ dir, databaseUrl: undefined, processes: 1 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The burst on one database (the embedded one in `dir` when databaseUrl is unset) worked by `processes`
 * server processes started together. True when every device got its push once, the last within 60 s.
 */
export async function measurePushBurst({
  dir,
  databaseUrl,
  processes,
}: {
  dir: string;
  databaseUrl: string | undefined;
  processes: number;
}): Promise<boolean> {
  const env = (number: number) => ({
    DATA_DIR: databaseUrl ? path.join(dir, `server-${number}`) : dir,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DEMO: undefined,
    PUSH_ALLOW_LOOPBACK: 'true',
  });
  const receiver = await startPushReceiver();
  try {
    // The first start migrates the new database; members, devices and pushes are added while no server holds it.
    await (await startServerProcess(env(1))).stop();
    await queuePushes(databaseUrl ?? null, env(1).DATA_DIR, receiver.subscribe);
    const where = databaseUrl ? 'PostgreSQL' : 'embedded database';
    console.log(`\nPush burst, ${where}, ${processes} process(es): ${PUSHES} pushes queued (${loadAverage()})...`);
    const started = Date.now();
    const servers = await Promise.all(
      Array.from({ length: processes }, (_, index) => startServerProcess(env(index + 1))),
    );
    try {
      const { received } = receiver;
      const lastAt = () => received.at(-1)?.at ?? started;
      let progressAt = started + PROGRESS_MS;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const now = Date.now();
        if (now > progressAt) {
          console.log(`  ${((now - started) / 1000).toFixed(0)} s: ${received.length} at the push service`);
          progressAt += PROGRESS_MS;
        }
        if (received.length >= PUSHES && now - lastAt() > SETTLE_MS) break;
        if (now - started > GIVE_UP_MS) break;
      }
      const perDevice = new Map<string, number>();
      for (const push of receiver.received) perDevice.set(push.endpoint, (perDevice.get(push.endpoint) ?? 0) + 1);
      const duplicates = [...perDevice.values()].filter((count) => count > 1).length;
      const missing = PUSHES - perDevice.size;
      // From the first push out (the server's start under load is not the queue's work) to the last.
      const firstAt = received[0]?.at ?? started;
      const drainSeconds = (lastAt() - firstAt) / 1000;
      const met = missing === 0 && duplicates === 0 && drainSeconds < BUDGET_SECONDS;
      console.log(`  ${received.length} pushes decrypted, ${missing} devices missing, ${duplicates} more than once`);
      console.log(
        `  the first arrived ${((firstAt - started) / 1000).toFixed(1)} s after the servers started, ` +
          `the last ${drainSeconds.toFixed(1)} s after the first (${loadAverage()})`,
      );
      console.log(`  budget: all ${PUSHES} within ${BUDGET_SECONDS} s, each once — ${met ? 'met' : 'NOT MET'}`);
      return met;
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await receiver.close();
  }
}

/** PUSHES members with one device each at the receiver, and a push queued for each. */
async function queuePushes(
  databaseUrl: string | null,
  dataDir: string,
  subscribe: () => { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = testConfig();
  const { log } = Fastify({ logger: false });
  const queue = new JobQueue({
    database,
    jobs: allJobs,
    context: { db: database.db, clock: new ServerClock(), config, log, events: new EventBus(log) },
    work: false,
  });
  try {
    await queue.start();
    await addReminderMembers(database.db, PUSHES);
    const members = await database.db.query.users.findMany({
      columns: { id: true, email: true },
    });
    const ids = members.filter((member) => member.email?.endsWith(`@${REMINDER_DOMAIN}`)).map((member) => member.id);
    const devices = ids.map((userId) => {
      const { endpoint, keys } = subscribe();
      return { userId, endpoint, ...keys, deviceLabel: 'Chrome on Android' };
    });
    for (let at = 0; at < devices.length; at += 1000) {
      await database.db.insert(pushSubscriptions).values(devices.slice(at, at + 1000));
    }
    // As a sweep queues its messages: the rows and their send jobs in one transaction, in bulk.
    await database.db.transaction(async (tx) => {
      for (let at = 0; at < ids.length; at += 1000) {
        const written = await tx
          .insert(pushOutbox)
          .values(
            ids.slice(at, at + 1000).map((userId) => ({
              userId,
              kind: 'daily-reminder' as const,
              idempotencyKey: `bench-push:${userId}`,
              title: 'Time to track your day',
              body: 'Two minutes for your seven areas.',
              url: '/tracker',
            })),
          )
          .returning({ id: pushOutbox.id });
        await enqueueJobs(
          tx,
          sendPushJob,
          written.map(({ id }) => ({ outboxId: id })),
        );
      }
    });
  } finally {
    await queue.stop();
    await database.close();
  }
}

if (import.meta.main) process.exitCode = (await pushBurstEmbedded()) ? 0 : 1;
