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
  return Buffer.from(await storedSecret(executor, purpose, () => randomBytes(32).toString('base64url')), 'base64url');
}

/**
 * The secret kept for one purpose (signing_keys): the first process that asks stores what `make` gives, and
 * every process then reads that one.
 */
export async function storedSecret(executor: Queryable, purpose: string, make: () => string): Promise<string> {
  await executor.insert(signingKeys).values({ purpose, secret: make() }).onConflictDoNothing();
  const [row] = await executor.select().from(signingKeys).where(eq(signingKeys.purpose, purpose));
  return row!.secret;
}
