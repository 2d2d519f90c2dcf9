import type { Db } from '../apps/server/src/db/client';

/** One benchmark scenario: a signed-in call driven by autocannon. Add one file per scenario under scenarios/. */
export interface BenchContext {
  /** The demo member the bench signed in as, with a live bearer token. */
  userId: number;
  token: string;
}

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface Scenario {
  name: string;
  description: string;
  /** The demo account to sign in as (customer id). */
  signInAs: number;
  /**
   * Data the call needs beyond the demo data, added to the database (after the demo data) before the
   * server starts; must be idempotent. Such a scenario runs as its own account only, not spread over
   * the scale members.
   */
  prepare?: (db: Db) => Promise<void>;
  request(context: BenchContext): BenchRequest;
  /** The budget (docs/architecture.md): p99 under this many ms at the fixed rate. */
  budget: { rate: number; p99Ms: number };
}
