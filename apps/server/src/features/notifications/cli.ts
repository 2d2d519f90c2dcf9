/**
 * Sends a notification from the command line:
 *   npm run notify -w apps/server -- --user 1005 --title "Hello" --message "<p>Welcome!</p>"
 * With --server URL --token STAFF_TOKEN it goes through the running server's
 * admin call (POST /api/Notification/Send), which pushes it live to open pages.
 * Without them it writes straight to the database. On PostgreSQL (DATABASE_URL)
 * it also pushes it live to the member's open pages on every server process,
 * through Socket.IO's PostgreSQL adapter; on the embedded database (only while
 * the server is stopped) members see it when their page next loads.
 */
import { parseArgs } from 'node:util';
import { HUB, sendNotificationRequestSchema } from '@oola/domain';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { withSharedHubs } from '../../realtime/shared-hubs.js';
import { sendNotification } from './service.js';

const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    server: { type: 'string' },
    token: { type: 'string' },
  },
});

const parsed = sendNotificationRequestSchema.safeParse({
  userId: values.user,
  title: values.title,
  message: values.message,
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  console.error(
    'Usage: npm run notify -w apps/server -- --user 1005 --title "…" --message "…" [--server URL --token T]',
  );
  process.exit(2);
}

if (values.server) {
  const response = await fetch(new URL('/api/Notification/Send', values.server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${values.token ?? ''}` },
    body: JSON.stringify(parsed.data),
  });
  if (!response.ok) {
    console.error(`The server answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  console.log(`Notification sent to ${parsed.data.userId} (pushed live).`);
} else {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const live = config.directDatabaseUrl;
    const sent = live
      ? await withSharedHubs(live, (io) => sendNotification(database.db, parsed.data, io.of(HUB.notifications)))
      : await sendNotification(database.db, parsed.data);
    console.log(`Notification ${sent.id} stored for ${parsed.data.userId}${live ? ' and pushed live' : ''}.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
