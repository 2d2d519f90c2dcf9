/**
 * E-mail budget (issue 20): enqueueing adds under 2 ms p99 to the request that causes it. On a fresh
 * embedded database (in process, as the server runs it), a member books a session and cancels it, again
 * and again: each BookSlot and Cancel request queues two messages with their invites, and each session
 * purchase queues its receipt. The script times the requests (for scale) and, apart, the enqueueing each
 * of them does inside its transaction: the booking's two messages (`enqueueBookingChange`) and a receipt
 * (`enqueueReceipt`), each in a transaction of its own like the request's. Run it on an idle machine.
 *
 *   npx tsx bench/scenarios/booking-enqueue.ts
 */
import { performance } from 'node:perf_hooks';
import { enqueueBookingChange, bookingMailSettings } from '../../apps/server/src/features/booking/booking-emails';
import {
  ALL_WEEK,
  book,
  cancel,
  newClient,
  newCoach,
  setHours,
  slotIn,
} from '../../apps/server/src/features/booking/test-helpers';
import { payments, bookings } from '../../apps/server/src/db/schema/index';
import { enqueueReceipt } from '../../apps/server/src/features/payments/receipts';
import { createCoach, pair, purchase, putCard } from '../../apps/server/src/features/payments/test-helpers';
import { testConfig } from '../../apps/server/src/config';
import { createTestApp, createUser } from '../../apps/server/src/test/test-app';
import { eq } from 'drizzle-orm';
import { percentile, reportLatencies } from '../sockets';

const ROUNDS = Number(process.env.ENQUEUE_ROUNDS ?? 400);
const WARM_UP = 50;
const BUDGET_P99_MS = 2;

const t = await createTestApp();
const db = t.database.db;
const mail = bookingMailSettings(testConfig({ publicUrl: 'https://portal.example' }));

/** A request's latency, for scale: it has no budget of its own here. */
function showLatencies(label: string, latencies: number[]): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * The process's CPU time a call takes, in ms. The embedded database runs in this process, so this is
 * what the call costs on an idle machine; on a busy one, the wall-clock time also holds the waits for a core.
 */
async function cpuTimed(run: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

try {
  const coach = await newCoach(t, 'America/New_York');
  await setHours(t, coach.id, ALL_WEEK);
  const member = await newClient(t, coach.id, 1, 'America/Denver');
  const slot = slotIn(t, 30);
  const bookRequest: number[] = [];
  const cancelRequest: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    let bookingId = 0;
    const booked = await timed(async () => {
      const answer = await book(t, member, coach.id, slot);
      if (answer.status !== 201) throw new Error(`BookSlot answered ${answer.status}`);
      bookingId = answer.body.id;
    });
    const cancelled = await timed(() => cancel(t, member, bookingId));
    if (round >= WARM_UP) {
      bookRequest.push(booked);
      cancelRequest.push(cancelled);
    }
  }

  const [booking] = await db.select().from(bookings).limit(1);
  const bookingEnqueue: number[] = [];
  const bookingEnqueueCpu: number[] = [];
  for (let round = 0; round < WARM_UP + 2 * ROUNDS; round++) {
    // A sequence of its own per round: a new message each time, as every change of a booking is.
    const changed = { ...booking!, sequence: 1000 + round };
    const enqueue = (tx: typeof db) => enqueueBookingChange(tx, { booking: changed, change: 'moved', mail });
    await db.transaction(async (tx) => {
      // Alternate rounds time the wall clock and the CPU.
      const wall = round % 2 === 0;
      const took = await (wall ? timed : cpuTimed)(() => enqueue(tx));
      if (round >= WARM_UP) (wall ? bookingEnqueue : bookingEnqueueCpu).push(took);
    });
  }

  const sessionCoach = await createCoach(t, 85);
  const buyer = await createUser(t, { timeZone: 'America/Denver' });
  await pair(t, buyer.id, sessionCoach.id);
  await putCard(t, buyer);
  const purchaseRequest: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    const took = await timed(() => purchase(t, buyer, sessionCoach.id, 1));
    if (round >= WARM_UP) purchaseRequest.push(took);
  }
  const bought = await db.select().from(payments).where(eq(payments.userId, buyer.id));
  const receiptEnqueue: number[] = [];
  const receiptEnqueueCpu: number[] = [];
  for (let round = 0; round < WARM_UP + 2 * ROUNDS; round++) {
    // Another payment's receipt each round (the key is the payment's).
    const payment = { ...bought[round % bought.length]!, id: 1_000_000 + round };
    await db.transaction(async (tx) => {
      const wall = round % 2 === 0;
      const took = await (wall ? timed : cpuTimed)(() => enqueueReceipt(tx, payment, t.clock.now()));
      if (round >= WARM_UP) (wall ? receiptEnqueue : receiptEnqueueCpu).push(took);
    });
  }

  console.log(`${ROUNDS} rounds each, embedded database, in process (after ${WARM_UP} warm-up rounds):`);
  showLatencies('BookSlot request (queues 2 messages with invites)', bookRequest);
  showLatencies('Cancel request (queues 2 messages with invites)', cancelRequest);
  showLatencies('PurchaseSession request (queues a receipt)', purchaseRequest);
  showLatencies('enqueueing a booking change (2 messages), wall clock', bookingEnqueue);
  showLatencies('enqueueing a receipt, wall clock', receiptEnqueue);
  reportLatencies('enqueueing a booking change (2 messages), CPU time', bookingEnqueueCpu, BUDGET_P99_MS);
  reportLatencies('enqueueing a receipt, CPU time', receiptEnqueueCpu, BUDGET_P99_MS);
} finally {
  await t.close();
}
