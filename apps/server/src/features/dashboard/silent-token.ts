import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../auth/tokens.js';

const SILENT_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/**
 * A short-lived (2 minutes) bearer token for the back office's single
 * sign-on: the back office calls GET /api/Customer/GetCustomerProfileInfo/{userId}
 * with it to learn who the member is. Stored hashed, like every session token.
 */
export async function createSilentToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SILENT_TOKEN_LIFETIME_MS),
    browser: 'silent-token',
  });
  return token;
}
