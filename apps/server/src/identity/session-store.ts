import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS, type SessionEndReason } from '@oola/domain';
import type { Db, Queryable } from '../db/client.js';
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

/** The person's sessions that still sign them in: not ended, not expired. */
export const liveSessionsOf = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Ends one of the person's live sessions; answers false when it is not one (anyone else's, or ended). */
export async function endLiveSession(db: Queryable, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the person but one; answers the ended ids. */
export async function endOtherLiveSessions(db: Queryable, userId: number, keep: number, now: Date): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(liveSessionsOf(userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

/** Ends every session of the person not ended yet (but `except`, when given); answers the ended ids. */
export async function revokeSessionsOf(db: Queryable, userId: number, now: Date, except?: number): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}
