import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type Db as BossDatabase,
  type DrizzleTransactionLike,
  type JobResult,
  type JobWithMetadata,
} from 'pg-boss';
import type pg from 'pg';
import type { Database, Queryable } from '../db/client.js';
import type { JobContext, JobDefinition } from './job.js';
import { registerQueue, unregisterQueue } from './queue-registry.js';
import {
  JOB_EXPIRY_SECONDS,
  JOB_HEARTBEAT_SECONDS,
  LOST_JOB_CHECK_SECONDS,
  RETRY_DELAY_MAX_SECONDS,
  retryLimitOf,
} from './retry-policy.js';

/** pg-boss's tables live in a schema of their own, beside the app's. */
export const JOB_SCHEMA = 'pgboss';

/**
 * How many jobs of one queue a process runs at once: e-mails mostly wait on the SMTP server; a sweep
 * runs alone. Each one polls, so more costs queries on the database (on PGlite, its one session).
 */
const concurrencyOf = (job: AnyJob) => (job.cron ? 1 : 2);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a queue holds jobs of every data type
type AnyJob = JobDefinition<any>;

export interface JobQueueOptions {
  database: Database;
  jobs: readonly AnyJob[];
  context: Omit<JobContext, 'lastAttempt'>;
  /**
   * Work the jobs and run the cron schedules in this process (the server). Off, the queue only takes
   * jobs: tests work them with runQueuedJobs, and start no pollers.
   */
  work: boolean;
}

/**
 * pg-boss over the app's own connection pool: on PGlite that pool is the one in-process session, so
 * the queue's statements wait their turn behind the app's transactions instead of landing inside
 * them; on PostgreSQL it is the app's pool too. Jobs are sent in the caller's transaction (send).
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly jobs: readonly AnyJob[];
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.jobs = options.jobs;
    const { database, work } = options;
    this.boss = new PgBoss({
      db: poolDatabase(database.pool),
      schema: JOB_SCHEMA,
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      supervise: work,
      superviseIntervalSeconds: LOST_JOB_CHECK_SECONDS,
      monitorIntervalSeconds: LOST_JOB_CHECK_SECONDS,
      schedule: work,
      registerInstance: false,
    });
    this.boss.on('error', (error) => options.context.log.error({ err: error }, 'job queue'));
    this.boss.on('stopped', () => (this.started = false));
  }

  /** Started and not stopped: jobs are taken (and, in the server, worked). The readiness check reads it. */
  get running(): boolean {
    return this.started;
  }

  /** How many jobs wait (queued) and run (active) in each queue, as pg-boss last counted them. */
  async depth(): Promise<{ name: string; queued: number; active: number }[]> {
    const queues = await this.boss.getQueues(this.jobs.map((job) => job.name));
    return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount }));
  }

  /** Installs (or upgrades) pg-boss's schema and this app's queues; then works them if asked to. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const job of this.jobs) {
      const options = {
        retryLimit: retryLimitOf(job),
        retryDelay: this.options.context.config.jobRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: JOB_EXPIRY_SECONDS,
      };
      await this.boss.createQueue(job.name, {
        ...options,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      });
      // A queue made by an earlier version keeps its options on create: bring them up to date.
      await this.boss.updateQueue(job.name, options);
    }
    registerQueue(this.options.database.db, this);
    this.started = true;
    if (!this.options.work) return;
    for (const job of this.jobs) {
      await this.boss.work(
        job.name,
        {
          includeMetadata: true,
          batchSize: job.batchSize ?? 1,
          // A full batch means more are waiting: fetch the next at once rather than after the poll interval.
          burstWhenBatchFull: true,
          perJobResults: true,
          localConcurrency: concurrencyOf(job),
        },
        (taken) => this.runBatch(job, taken),
      );
    }
    await this.scheduleCrons();
  }

  /** Stops taking jobs; a job still running after a second is left to expire and run again. */
  async stop(): Promise<void> {
    this.started = false;
    unregisterQueue(this.options.database.db);
    await this.boss.stop({ graceful: true, timeout: 1000 });
    for (const job of this.jobs) job.stop?.();
  }

  /** Adds a job to its queue in the caller's transaction: it runs only if that transaction commits. */
  async send<D>(
    executor: Queryable,
    job: JobDefinition<D>,
    data: D,
    options: { singletonKey?: string; startAfter?: Date } = {},
  ) {
    this.assertKnown(job);
    await this.boss.send(job.name, (data ?? null) as object | null, {
      db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql),
      // On the job too: a queue made before heartbeats keeps its options (updateQueue cannot add one).
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      ...options,
    });
  }

  /** Adds many jobs of one queue in one statement, in the caller's transaction; each may wait until its `startAfter`. */
  async sendMany<D>(
    executor: Queryable,
    job: JobDefinition<D>,
    data: readonly D[],
    startAfter?: readonly (Date | null)[],
  ) {
    this.assertKnown(job);
    await this.boss.insert(
      job.name,
      data.map((one, index) => ({ data: (one ?? null) as object, startAfter: startAfter?.[index] ?? undefined })),
      { db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql) },
    );
  }

  private assertKnown(job: AnyJob) {
    // An unknown queue would be looked up on the pool, which on PGlite waits for the caller's transaction.
    if (!this.jobs.some((known) => known.name === job.name)) {
      throw new Error(`The job ${job.name} is not in allJobs (src/all-jobs.ts).`);
    }
  }

  /** One run of a taken job, as the workers and the tests' runQueuedJobs do it. */
  async run(job: AnyJob, taken: JobWithMetadata<unknown>): Promise<void> {
    await job.run(taken.data, { ...this.options.context, lastAttempt: taken.retryCount >= taken.retryLimit });
  }

  /** A worker's fetch: its jobs run at once, each completed or failed (and retried) on its own. */
  private async runBatch(job: AnyJob, taken: JobWithMetadata<unknown>[]): Promise<JobResult[]> {
    const outcomes = await Promise.allSettled(taken.map((one) => this.run(job, one)));
    return outcomes.map((outcome, index) =>
      outcome.status === 'fulfilled'
        ? { id: taken[index]!.id, status: 'completed' }
        : { id: taken[index]!.id, status: 'failed', output: errorOutput(outcome.reason) },
    );
  }

  /** A recurring job's run now, as its cron starts it (tests: runRecurringJob). */
  async runNow(job: AnyJob): Promise<void> {
    await job.run(null, { ...this.options.context, lastAttempt: true });
  }

  private async scheduleCrons(): Promise<void> {
    const crons = this.jobs.filter((job) => job.cron);
    for (const job of crons) await this.boss.schedule(job.name, job.cron!, null, { tz: 'UTC' });
    for (const schedule of await this.boss.getSchedules()) {
      if (!crons.some((job) => job.name === schedule.name)) await this.boss.unschedule(schedule.name, schedule.key);
    }
  }
}

const errorOutput = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/** pg-boss's statements on a node-postgres pool; a multi-statement text answers one result per statement. */
function poolDatabase(pool: pg.Pool): BossDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result;
    },
  };
}
