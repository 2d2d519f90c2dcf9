/**
 * npm run bench:push-scale-out — the push burst with 3 server processes on one PostgreSQL 15 (a fresh one in
 * a temporary folder, scripts/at-scale/postgres.ts): all three work the send jobs, and the test push receiver
 * checks that every device got its push exactly once. BENCH_PUSHES (10000), BENCH_PUSH_PG_PORT (55443).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../scripts/at-scale/postgres';
import { measurePushBurst } from './push-burst-embedded';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-push-scale-bench-'));
if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);
const postgres = await startPostgres(path.join(dir, 'postgres'), Number(process.env.BENCH_PUSH_PG_PORT ?? 55443), [
  'max_connections=200',
]);
try {
  const met = await measurePushBurst({ dir, databaseUrl: await postgres.database('oola'), processes: 3 });
  process.exitCode = met ? 0 : 1;
} finally {
  postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
