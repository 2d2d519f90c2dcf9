/**
 * Each scale member's achievements, awarded by the server's own rules once all their rows are in,
 * so a dashboard read never finds one still due (it would award it then, a write on a read).
 */
import { openDatabase } from '../../apps/server/src/db/client';
import { awardAchievements } from '../../apps/server/src/features/achievements';
import { withClient } from './database';
import { MEMBER_ID_BASE } from './scale';

/** Members awarded at once: the server's pool has 10 connections. */
const CONCURRENCY = 8;
const PROGRESS_EVERY = 20_000;

/** Awards every scale member what their facts earn, all shown already; answers how many were awarded. */
export async function awardScaleAchievements(url: string, members: number): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  let next = 1;
  let awarded = 0;
  const worker = async () => {
    while (next <= members) {
      const member = next++;
      // Not `awarded += await ...`: that reads `awarded` before the await and loses the other workers' counts.
      const newlyAwarded = await awardAchievements(database.db, MEMBER_ID_BASE + member, new Date());
      awarded += newlyAwarded.length;
      if (member % PROGRESS_EVERY === 0)
        console.log(`  user_achievements: ${member.toLocaleString('en-US')} members so far...`);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await database.close();
  }
  // As for a member who has been using the dashboard: each badge's modal has been seen and closed.
  await withClient(url, (client) =>
    client.query('UPDATE user_achievements SET displayed = true WHERE user_id > $1', [MEMBER_ID_BASE]),
  );
  return awarded;
}
