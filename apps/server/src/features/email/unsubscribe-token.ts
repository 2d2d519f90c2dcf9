import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, isTransactionalEmail, type EmailCategory } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { signingKey } from './signing-key.js';

const PURPOSE = 'email-unsubscribe';

export interface UnsubscribeClaim {
  userId: number;
  category: EmailCategory;
}

const signature = (key: Buffer, userId: number, category: string) =>
  createHmac('sha256', key).update(`${userId}.${category}`).digest('base64url');

/** `<user>.<category>.<HMAC>`: whoever holds it may turn that one category off for that member. */
export async function unsubscribeToken(executor: Queryable, claim: UnsubscribeClaim): Promise<string> {
  const key = await signingKey(executor, PURPOSE);
  return `${claim.userId}.${claim.category}.${signature(key, claim.userId, claim.category)}`;
}

/** The claim of a genuine token; null for a malformed, tampered or transactional one. */
export async function verifyUnsubscribeToken(executor: Queryable, token: string): Promise<UnsubscribeClaim | null> {
  const match = /^(\d{1,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const category = EMAIL_CATEGORIES.find((known) => known === match[2]);
  if (!category || isTransactionalEmail(category)) return null;
  const expected = Buffer.from(signature(await signingKey(executor, PURPOSE), userId, category));
  const given = Buffer.from(match[3]!);
  return timingSafeEqual(expected, given) ? { userId, category } : null;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/Account/Unsubscribe?token=${encodeURIComponent(token)}`;
