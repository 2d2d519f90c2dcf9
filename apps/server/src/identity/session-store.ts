import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS, type SessionEndReason } from '@oola/domain';
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

/** Where a sign-in came from, as the login payload and the connection tell it (the account's session list shows it). */
export interface SessionOrigin {
  device?: 'phone' | 'computer' | null;
  operatingSystem?: string | null;
  signInAddress?: string | null;
}

export async function createSession(
  db: Db,
  userId: number,
  options: { isShopify: boolean; browser: string | null },
  origin: SessionOrigin = {},
): Promise<StoredSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, ...options, ...origin });
  return { token, expiresAt, ...options };
}

export interface AuthenticatedSession {
  sessionId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  isShopify: boolean;
  user: UserRow;
}

const findSessionQuery = prepared((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      isShopify: sessions.isShopify,
      user: users,
    })
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

/**
 * Why a token we issued no longer works (called once findSession found it not live), or null for one we
 * never issued. A password change or reset ends
 * the sessions in the transaction that writes the password, so they share its instant with `users.updated_at`
 * (a later change to the account hides it: the session is then only "ended").
 */
export async function whySessionEnded(db: Db, token: string): Promise<SessionEndReason | null> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, accountChangedAt: users.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  if (!row.revokedAt) return 'session-expired';
  return row.revokedAt.getTime() === row.accountChangedAt.getTime() ? 'password-changed' : 'session-ended';
}

/** "Last seen" needs minutes, not milliseconds: one write per session every few minutes at most. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export async function markSessionSeen(db: Db, session: AuthenticatedSession, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.sessionId));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
