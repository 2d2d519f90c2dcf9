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
  request(context: BenchContext): BenchRequest;
  /** The budget (docs/architecture.md): p99 under this many ms at the fixed rate. */
  budget: { rate: number; p99Ms: number };
}
