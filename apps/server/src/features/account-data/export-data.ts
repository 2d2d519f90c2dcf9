import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isCoach } from '../../policies/coach.js';
import { EXPORT_KINDS, type ExportKind } from './export-kinds.js';
import type { ExportRow } from './export-row.js';

export interface MemberExport {
  userId: number;
  generatedAt: Date;
  isCoach: boolean;
  /** Rows per kind, keyed by the kind's file name. */
  kinds: { kind: ExportKind; rows: ExportRow[] }[];
}

/**
 * Reads every kind of the member's data; null for an unknown user. A coach's files are in a coach's
 * export, and in a former coach's too where they hold data the person wrote as a coach.
 */
export async function collectExport(db: Queryable, userId: number, now: Date): Promise<MemberExport | null> {
  const [user] = await db.select({ isActiveCoach: users.isActiveCoach }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const coach = isCoach(user);
  // One query after another: on the embedded database a request arriving meanwhile waits for one, not all.
  const collected: MemberExport['kinds'] = [];
  for (const kind of EXPORT_KINDS) {
    const rows = await kind.rows(db, userId);
    if (coach || !kind.coachOnly || rows.length > 0) collected.push({ kind, rows });
  }
  return { userId, generatedAt: now, isCoach: coach, kinds: collected };
}

/** The export as one JSON document: the answer of GET /api/Account/Export/{id}. */
export const exportAsJson = (data: MemberExport) => ({
  userId: data.userId,
  generatedAt: data.generatedAt.toISOString(),
  data: Object.fromEntries(data.kinds.map(({ kind, rows }) => [kind.name, rows])),
});
