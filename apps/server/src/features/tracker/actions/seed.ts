import { and, eq } from 'drizzle-orm';
import { memberToday } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { actions, users } from '../../../db/schema/index.js';

const DEMO_ACTIONS = [
  'Walk for 20 minutes after lunch',
  'Write down three things I am grateful for',
  'Put $5 into my savings jar',
  'Text a friend to check in',
  'Read 10 pages before bed',
];

/** Today's daily actions for the demo members past Step 3 (1005, 1006, 1007); idempotent per day. */
export async function seedDemoActions(db: Db): Promise<void> {
  for (const userId of [1005, 1006, 1007]) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) continue;
    const day = memberToday(user.timeZone);
    const existing = await db
      .select({ id: actions.id })
      .from(actions)
      .where(and(eq(actions.userId, userId), eq(actions.day, day)))
      .limit(1);
    if (existing.length > 0) continue;
    await db.insert(actions).values(DEMO_ACTIONS.map((text, position) => ({ userId, text, day, position })));
  }
}
