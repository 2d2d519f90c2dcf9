/**
 * Grants a member an additional course from the command line (staff's way; members buy theirs):
 *   npm run grant-course -w apps/server -- 1005 1001
 * It writes straight to the database (the embedded one only while the server is stopped).
 */
import { coercedIdSchema } from '@oola/domain';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/client.js';
import { grantCourse } from './grant.js';

const [userId, courseId] = process.argv.slice(2).map((arg) => coercedIdSchema.safeParse(arg));
if (process.argv.length !== 4 || !userId?.success || !courseId?.success) {
  console.error('Usage: npm run grant-course -w apps/server -- <userId> <courseId>   (two ids, e.g. 1005 1001)');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const granted = await grantCourse(database.db, { userId: userId.data, courseId: courseId.data }, null, new Date());
  console.log(
    `Member ${granted.userId} has course ${granted.courseId} (${granted.source}, since ${granted.grantedAt}).`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
