import { eq, sql } from 'drizzle-orm';
import type { CoachStats } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { actions, coachSelections, goals } from '../../../db/schema/index.js';

/**
 * MY STATS in one statement, from the pairs and the members' own rows (no stored copies): the
 * coach's clients now and ever, and the action steps and goals those members completed (the
 * same figures as the client rows' steps taken and goals completed, summed).
 */
const statsQuery = prepared((db) => {
  const clients = db
    .select({
      clientId: coachSelections.clientId,
      active: sql<boolean>`bool_or(${coachSelections.endedAt} is null)`.as('active'),
    })
    .from(coachSelections)
    .where(eq(coachSelections.coachId, sql.placeholder('coachId')))
    .groupBy(coachSelections.clientId)
    .as('clients');
  return db
    .select({
      activeClients: sql<number>`count(*) filter (where ${clients.active})::int`,
      lifeTimeClients: sql<number>`count(*)::int`,
      clientActionSteps: sql<number>`coalesce(sum((
        select count(*) from ${actions}
        where ${actions.userId} = ${clients.clientId} and ${actions.completedAt} is not null)), 0)::int`,
      clientGoalsAchieved: sql<number>`coalesce(sum((
        select count(*) from ${goals}
        where ${goals.userId} = ${clients.clientId} and ${goals.status} = 'completed')), 0)::int`,
    })
    .from(clients)
    .prepare('coach_stats');
});

/** GET Coach/GetMyStats/{userId}. */
export async function myStats(db: Db, coachId: number): Promise<CoachStats> {
  const [row] = await statsQuery(db).execute({ coachId });
  return row ?? { activeClients: 0, lifeTimeClients: 0, clientActionSteps: 0, clientGoalsAchieved: 0 };
}
