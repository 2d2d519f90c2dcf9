import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { oneProcessAtATime } from './db/start-up-lock.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';
import { importLegacyPictures } from './features/media/legacy-import.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await oneProcessAtATime(config.directDatabaseUrl, async () => {
  await database.migrate();
  const built = await buildApp({ config, database, runJobs: true });
  await importLegacyPictures(database.db, config.dataDir, built.log);
  if (config.demo) {
    await seedDemo(database.db);
    built.log.info('demo data ready');
  }
  return built;
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
