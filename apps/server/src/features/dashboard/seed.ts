import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { hashPassword } from '../auth/passwords.js';

/** Staff account of the demo (sends notifications): customer id 9001, password as the other demo accounts. */
export const DEMO_STAFF_ID = 9001;

const WELCOME = [
  {
    title: 'Welcome to your dashboard',
    message:
      '<p>Complete your <strong>three daily actions</strong> every day to build a streak. Your badges appear in ' +
      '<em>My achievements</em>.</p>',
  },
  {
    title: 'Save the date',
    message: '<p>The inaugural summit is on <strong>September 18th</strong>. We would love to see you there!</p>',
  },
];

/** The staff account and a first notification or two for the member on the dashboard (1005); idempotent. */
export async function seedDashboardDemo(db: Db, password: string): Promise<void> {
  await db
    .insert(users)
    .values({
      id: DEMO_STAFF_ID,
      phone: '5550109001',
      email: 'staff9001@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      passwordHash: await hashPassword(password),
      stepId: 4,
      isStaff: true,
      timeZone: 'America/Denver',
    })
    .onConflictDoNothing({ target: users.id });
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, 1005));
  const existing = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, 1005));
  if (member && existing.length === 0) {
    await db.insert(notifications).values(WELCOME.map((notification) => ({ userId: 1005, ...notification })));
  }
}
