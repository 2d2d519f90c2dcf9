import { desc, eq } from 'drizzle-orm';
import type { AccountSession } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { endLiveSession, endOtherLiveSessions, liveSessionsOf } from '../../identity/session-store.js';
import type { AuthUser } from '../../http/authenticate.js';
import { approximatePlace } from './approximate-place.js';
import { browserName, systemName } from '../../identity/device-names.js';
import { forgetSessionDevices } from '../push/index.js';

const SESSION_NOT_FOUND = 'This session does not exist or has already ended.';

/** The person's live sessions, the one making the request first, then the most recently seen. */
export async function listSessions(db: Db, user: AuthUser): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveSessionsOf(user.id))
    .orderBy(desc(eq(sessions.id, user.sessionId)), desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: row.device === 'phone' || row.device === 'computer' ? row.device : null,
    browser: browserName(row.browser),
    operatingSystem: systemName(row.operatingSystem, row.browser),
    approximatePlace: approximatePlace(row.signInAddress),
    firstSeenAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.id === user.sessionId,
  }));
}

/** Ends one of the person's own live sessions (its devices' notifications go off); anyone else's (or an ended one) is a 404, as if it did not exist. */
export async function endSession(db: Db, clock: Clock, user: AuthUser, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await endLiveSession(tx, user.id, sessionId, clock.now()))) throw new AppError('notFound', SESSION_NOT_FOUND);
    await forgetSessionDevices(tx, [sessionId]);
  });
}

/** "Sign out everywhere else": every live session of the person but this one. Answers the ended ids. */
export async function endOtherSessions(db: Db, clock: Clock, user: AuthUser): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await endOtherLiveSessions(tx, user.id, user.sessionId, clock.now());
    await forgetSessionDevices(tx, ids);
    return ids;
  });
}
