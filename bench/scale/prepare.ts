/** BENCH_DATABASE_URL: the bench's own database at scale, filled unless it already is. */
import { startServer } from '../server';
import { BENCH_DATABASE, benchDatabaseUrl, openBenchDatabase } from './database';
import { fillToScale } from './fill';
import { prewarm } from './prewarm';
import { scaleFromEnv } from './scale';

/** Answers the URL of the bench database, filled to BENCH_MEMBERS × BENCH_ACTIONS_PER_MEMBER. */
export async function scaleDatabase(serverUrl: string): Promise<string> {
  const scale = scaleFromEnv();
  const size = `${scale.members.toLocaleString('en-US')} members × ${scale.actionsPerMember} actions`;
  const url = benchDatabaseUrl(serverUrl);
  if (await openBenchDatabase(serverUrl, scale, process.env.BENCH_REFILL === '1')) {
    console.log(`Reusing ${BENCH_DATABASE}, filled to ${size} today (BENCH_REFILL=1 fills it again).`);
  } else {
    console.log(`Created ${BENCH_DATABASE}; the server migrates it and adds the demo data...`);
    const server = await startServer({ databaseUrl: url });
    await server.stop();
    console.log(`Filling ${BENCH_DATABASE} to ${size}:`);
    await fillToScale(url, scale);
  }
  await prewarm(url);
  return url;
}
