/**
 * E-mail budget (issue 20): enqueueing adds under 2 ms p99 to the request that causes it. On a fresh
 * embedded database (in process, as the server runs it), a member books a session and cancels it, again
 * and again: each BookSlot and Cancel request queues one `booking-changed` job (which builds the two
 * messages with their invites later), and each session purchase one `payment-receipt` job. The script
 * times the requests (for scale) and, apart, the enqueueing each of them does inside its transaction
 * (`enqueueBookingChange`, `enqueueReceipt`), each in a transaction of its own like the request's.
 * Run it on an idle machine.
 *
 *   npx tsx bench/scenarios/booking-enqueue.ts
 */
import { performance } from 'node:perf_hooks';
import { bookingChangeMail } from '../../apps/server/src/features/coaching/booking/booking-emails';
import { enqueueBookingChange } from '../../apps/server/src/features/coaching/booking/booking-changed-job';
import { book, cancel, slotIn } from '../../apps/server/src/features/coaching/booking/test-helpers';
import { ALL_WEEK, joinCoach, newActiveCoach, newClient, setHours } from '../../apps/server/src/test/factories/index';
import { payments, bookings } from '../../apps/server/src/db/schema/index';
import { enqueueReceipt } from '../../apps/server/src/features/payments/receipts';
import { purchase, putCard } from '../../apps/server/src/features/payments/test-helpers';
import { createTestApp, createUser } from '../../apps/server/src/test/test-app';
import { eq } from 'drizzle-orm';
import { percentile, reportLatencies } from '../sockets';

const ROUNDS = Number(process.env.ENQUEUE_ROUNDS ?? 400);
const WARM_UP = 50;
const BUDGET_P99_MS = 2;

const t = await createTestApp();
const db = t.database.db;

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
  const coach = await newActiveCoach(t, { timeZone: 'America/New_York' });
  await setHours(t, coach.id, ALL_WEEK);
  const member = await newClient(t, coach.id, { credits: 1, timeZone: 'America/Denver' });
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
    const changed = { ...booking!, sequence: 1000 + round };
    const enqueue = (tx: typeof db) =>
      enqueueBookingChange(tx, bookingChangeMail(changed, 'moved', { previousStart: booking!.startsAt }));
    await db.transaction(async (tx) => {
      // Alternate rounds time the wall clock and the CPU.
      const wall = round % 2 === 0;
      const took = await (wall ? timed : cpuTimed)(() => enqueue(tx));
      if (round >= WARM_UP) (wall ? bookingEnqueue : bookingEnqueueCpu).push(took);
    });
  }

  const sessionCoach = await newActiveCoach(t, { profile: { sessionRate: 85 } });
  const buyer = await createUser(t, { timeZone: 'America/Denver' });
  await joinCoach(t, buyer.id, sessionCoach.id);
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
    const payment = bought[round % bought.length]!;
    await db.transaction(async (tx) => {
      const wall = round % 2 === 0;
      const took = await (wall ? timed : cpuTimed)(() => enqueueReceipt(tx, payment, t.clock.now()));
      if (round >= WARM_UP) (wall ? receiptEnqueue : receiptEnqueueCpu).push(took);
    });
  }

  console.log(`${ROUNDS} rounds each, embedded database, in process (after ${WARM_UP} warm-up rounds):`);
  showLatencies('BookSlot request (queues its booking-changed job)', bookRequest);
  showLatencies('Cancel request (queues its booking-changed job)', cancelRequest);
  showLatencies('PurchaseSession request (queues its payment-receipt job)', purchaseRequest);
  // The budget is the time the enqueue adds to the request (wall clock, on an idle machine); the CPU
  // time, which also counts the process's garbage collection, is shown beside it.
  reportLatencies('enqueueing a booking change (one job), wall clock', bookingEnqueue, BUDGET_P99_MS);
  reportLatencies('enqueueing a receipt, wall clock', receiptEnqueue, BUDGET_P99_MS);
  showLatencies('enqueueing a booking change (one job), CPU time', bookingEnqueueCpu);
  showLatencies('enqueueing a receipt, CPU time', receiptEnqueueCpu);
} finally {
  await t.close();
}
