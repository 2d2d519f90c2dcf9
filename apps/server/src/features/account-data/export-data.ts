import { eq } from 'drizzle-orm';
import { USER_TYPE } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { EXPORT_KINDS, type ExportKind, type ExportRow } from './export-kinds.js';

export interface MemberExport {
  userId: number;
  generatedAt: Date;
  isCoach: boolean;
  /** Rows per kind, keyed by the kind's file name. */
  kinds: { kind: ExportKind; rows: ExportRow[] }[];
}

/** Reads every kind of the member's data (a coach's too when they are one); null for an unknown user. */
export async function collectExport(db: Queryable, userId: number, now: Date): Promise<MemberExport | null> {
  const [user] = await db
    .select({ userTypeId: users.userTypeId, isActiveCoach: users.isActiveCoach })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const isCoach = user.isActiveCoach || user.userTypeId === USER_TYPE.coach;
  const kinds = EXPORT_KINDS.filter((kind) => isCoach || !kind.coachOnly);
  // One query after another: on the embedded database a request arriving meanwhile waits for one, not all.
  const collected: MemberExport['kinds'] = [];
  for (const kind of kinds) collected.push({ kind, rows: await kind.rows(db, userId) });
  return { userId, generatedAt: now, isCoach, kinds: collected };
}

/** The export as one JSON document: the answer of GET /api/Account/Export/{id}. */
export const exportAsJson = (data: MemberExport) => ({
  userId: data.userId,
  generatedAt: data.generatedAt.toISOString(),
  data: Object.fromEntries(data.kinds.map(({ kind, rows }) => [kind.name, rows])),
});
