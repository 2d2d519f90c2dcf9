import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { HUBS } from '../realtime/io.js';

export interface MetricSources {
  database: Database;
  jobs: JobQueue;
}

/**
 * The app's Prometheus metrics, in a registry of its own (each app of a test run has one): request
 * durations by route, Node's own (event-loop lag, heap, handles), the database pool, the job
 * queues' depth and the connected sockets. The gauges are read when Prometheus scrapes.
 */
export function createMetrics(app: FastifyInstance, { database, jobs }: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (not the raw URL, so ids do not multiply the series)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not found',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { pool } = database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (on the embedded database: its one session)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs waiting (queued) and running (active) in each job queue, as pg-boss last counted them',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of await jobs.depth()) {
        this.set({ queue: queue.name, state: 'queued' }, queue.queued);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
      }
    },
  });

  new Gauge({
    name: 'socketio_connected_sockets',
    help: 'Sockets connected to this process, by hub',
    labelNames: ['hub'],
    registers: [registry],
    collect() {
      for (const hub of HUBS) this.set({ hub }, app.hub(hub).sockets.size);
    },
  });
  return registry;
}
