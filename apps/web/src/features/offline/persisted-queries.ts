import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { ActionListResponse, TaskDay } from '@oola/domain';

/**
 * The queries the dashboard needs to show the member's sections after a reload offline (decisions 076 and 089):
 * the member's step (the page's entry rules), the profile flags (the coach section), the profile card with its
 * badges, My Progress (and the tracker's confirmation), the goals, the score, today's actions and the to-do days.
 * Each key reads [scope, name, userId, ...]. Nothing else is kept on the device: no card data, no chat, no other
 * member's data.
 */
const PERSISTED = new Set([
  'customer/currentStep',
  'dashboard/profileInfo',
  'achievements/profileInformation',
  'dashboard/progress',
  'goals/groupedByStatus',
  'dashboard/oolaScores',
  'tracker/day',
  'todo/tasks',
]);

const TODAY_OFFSET = 0;

/** A query's scope and name, as in 'tracker/day': its key without the member and the arguments. */
export const queryName = (key: QueryKey) => `${String(key[0])}/${String(key[1])}`;

export function isPersistedQuery(key: QueryKey): boolean {
  if (!PERSISTED.has(queryName(key)) || typeof key[2] !== 'number') return false;
  return key[0] !== 'tracker' || key[3] === TODAY_OFFSET;
}

/** The member a persisted query belongs to. */
const ownerOf = (key: QueryKey) => key[2] as number;

/** The day a query's data shows as "today", for the queries that show one. */
function dayShownAsToday(key: QueryKey, data: unknown): string | undefined {
  if (key[0] === 'tracker') return (data as ActionListResponse).day;
  if (key[0] === 'todo') return (data as TaskDay[])[0]?.date;
  return undefined;
}

/**
 * What may be kept on, or restored from, the device for `userId` on the member's `today`: only the persisted
 * queries of that member (an empty state when nobody is signed in), and never a day that has ended shown as
 * today (the late-change rule drops that day's steps too).
 */
export function keptFor(state: DehydratedState, userId: number | undefined, today: string): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.filter(({ queryKey, state: query }) => {
      if (userId === undefined || !isPersistedQuery(queryKey) || ownerOf(queryKey) !== userId) return false;
      if (query.status !== 'success') return false;
      const day = dayShownAsToday(queryKey, query.data);
      return day === undefined || day === today;
    }),
  };
}
