import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from './demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemo(database.db);
await database.close();
console.log('Demo data seeded.');
