import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentMethods } from '../../db/schema/index.js';

/** Whether the member has a current card on file (creditCardOnFile). */
export async function hasCardOnFile(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.detachedAt)));
  return row !== undefined;
}
