import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * The account's current e-mail, phone and first name. The export and the erasure both find what the
 * person left as a visitor (support chats, free tests) by this e-mail, so they hold the same rows.
 */
export async function identityOf(db: Queryable, userId: number) {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}
