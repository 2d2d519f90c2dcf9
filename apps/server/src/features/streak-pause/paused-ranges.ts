import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { streakPauses } from '../../db/schema/index.js';

/** A correlated subquery: the member's pauses as 'start:end,start:end' (read with parsePausedRanges). */
export function pausedRangesOf(userId: SQLWrapper): SQL<string> {
  return sql<string>`(
    select coalesce(string_agg(${streakPauses.startDay}::text || ':' || ${streakPauses.endDay}::text, ','
      order by ${streakPauses.startDay}), '')
    from ${streakPauses} where ${streakPauses.userId} = ${userId})`;
}
