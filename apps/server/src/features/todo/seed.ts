import { eq } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { tasks, users } from '../../db/schema/index.js';

/** 1005's to-do list: a few tasks over the coming week (day offset, text). */
const DEMO_TASKS: [number, string][] = [
  [0, 'Book the dentist appointment'],
  [0, 'Pick up running shoes from the repair shop'],
  [1, 'Call Mom about the weekend'],
  [3, 'Pay the electricity bill'],
  [5, 'Plan a hike with the kids'],
];

/** A to-do list for 1005 (the member on the dashboard); left alone once they have any task. */
export async function seedDemoTasks(db: Db): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.id, 1005));
  if (!member) return;
  const existing = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, 1005)).limit(1);
  if (existing.length > 0) return;
  const today = memberToday(member.timeZone);
  await db
    .insert(tasks)
    .values(DEMO_TASKS.map(([offset, text]) => ({ userId: 1005, text, day: addDays(today, offset) })));
}
