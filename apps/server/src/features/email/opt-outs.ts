import { and, eq } from 'drizzle-orm';
import type { EmailCategory } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { emailOptOuts } from '../../db/schema/index.js';

export async function isOptedOut(executor: Queryable, userId: number, category: EmailCategory): Promise<boolean> {
  const [row] = await executor
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
  return row !== undefined;
}

export async function optOut(executor: Queryable, userId: number, category: EmailCategory): Promise<void> {
  await executor.insert(emailOptOuts).values({ userId, category }).onConflictDoNothing();
}

export async function optIn(executor: Queryable, userId: number, category: EmailCategory): Promise<void> {
  await executor.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
}
