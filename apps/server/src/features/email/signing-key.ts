import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';

/** The key for one purpose: made by the first process that asks, then the same for all of them. */
export async function signingKey(executor: Queryable, purpose: string): Promise<Buffer> {
  await executor
    .insert(signingKeys)
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor.select().from(signingKeys).where(eq(signingKeys.purpose, purpose));
  return Buffer.from(row!.secret, 'base64url');
}
