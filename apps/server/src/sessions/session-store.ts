import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '@oola/domain';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

export type UserRow = typeof users.$inferSelect;

export interface StoredSession {
  token: string;
  expiresAt: Date;
  isShopify: boolean;
  browser: string | null;
}

export async function createSession(
  db: Db,
  userId: number,
  options: { isShopify: boolean; browser: string | null },
): Promise<StoredSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, ...options });
  return { token, expiresAt, ...options };
}

export interface AuthenticatedSession {
  sessionId: number;
  expiresAt: Date;
  isShopify: boolean;
  user: UserRow;
}

const findSessionQuery = prepared((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, isShopify: sessions.isShopify, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/** The live session and its user for a bearer token, or null when unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<AuthenticatedSession | null> {
  const [row] = await findSessionQuery(db).execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
