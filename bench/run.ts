/**
 * npm run bench [-- scenario-name ...]
 * Starts the server on a fresh embedded database with demo data, then drives each
 * scenario with autocannon at its budget's fixed rate and at full speed, and
 * prints requests/s and p50/p99 latency. BENCH_SECONDS sets each run's length (10).
 */
import autocannon from 'autocannon';
import type { BenchContext, Scenario } from './scenario';
import { SCENARIOS } from './scenarios/index';
import { signIn, startServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(url: string, scenario: Scenario, context: BenchContext, rate?: number): Promise<Figures> {
  const request = scenario.request(context);
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method,
    headers: {
      authorization: `Bearer ${context.token}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function line(label: string, figures: Figures): string {
  const rps = figures.requestsPerSecond.toFixed(0).padStart(6);
  return `  ${label.padEnd(14)} ${rps} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms   errors ${figures.errors}`;
}

const wanted = process.argv.slice(2);
const scenarios = wanted.length ? SCENARIOS.filter((scenario) => wanted.includes(scenario.name)) : SCENARIOS;
if (scenarios.length === 0) {
  console.error(`No scenario named ${wanted.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

console.log('Starting the server on a fresh embedded database with demo data...');
const server = await startServer();
let failed = false;
try {
  for (const scenario of scenarios) {
    const context: BenchContext = { userId: scenario.signInAs, token: await signIn(server.url, scenario.signInAs) };
    console.log(`\n${scenario.name}: ${scenario.description}`);
    // A short warm-up so the first figures do not include JIT compilation.
    await drive(server.url, scenario, context, 100).catch(() => undefined);
    const fixed = await drive(server.url, scenario, context, scenario.budget.rate);
    console.log(line(`at ${scenario.budget.rate} req/s`, fixed));
    const max = await drive(server.url, scenario, context);
    console.log(line('at full speed', max));
    const met = fixed.p99 < scenario.budget.p99Ms && fixed.errors === 0;
    failed ||= !met;
    console.log(
      `  budget: p99 < ${scenario.budget.p99Ms} ms at ${scenario.budget.rate} req/s — ${met ? 'met' : 'NOT MET'}`,
    );
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
