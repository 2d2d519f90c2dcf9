import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';

/** Keys already read, per database: a key never changes once made, so each process reads it once. */
const known = new WeakMap<Queryable, Map<string, Buffer>>();

/** The key for one purpose: made by the first process that asks, then the same for all of them. */
export async function signingKey(executor: Queryable, purpose: string): Promise<Buffer> {
  const cached = known.get(executor)?.get(purpose);
  if (cached) return cached;
  const key = await readOrMakeKey(executor, purpose);
  known.set(executor, (known.get(executor) ?? new Map<string, Buffer>()).set(purpose, key));
  return key;
}

async function readOrMakeKey(executor: Queryable, purpose: string): Promise<Buffer> {
  await executor
    .insert(signingKeys)
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor.select().from(signingKeys).where(eq(signingKeys.purpose, purpose));
  return Buffer.from(row!.secret, 'base64url');
}
