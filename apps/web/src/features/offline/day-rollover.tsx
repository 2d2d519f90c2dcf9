import { useEffect } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { memberToday } from '@oola/domain';
import { useSession } from '../../lib/session';
import { queryName } from './persisted-queries';

/** A timer set for midnight would fire late, or not at all, on a device asleep at that moment: the day is checked. */
export const DAY_CHECK_MS = 30_000;

/** The answers that are relative to the member's today: the tracker's days and the to-do days. */
const RELATIVE_TO_TODAY = new Set(['tracker/day', 'todo/tasks']);
const isRelativeToToday = ({ queryKey }: Query) => RELATIVE_TO_TODAY.has(queryName(queryKey));

/**
 * A page left open across the member's midnight (in their time zone) moves to the new day: the tracker's days
 * and the to-do days are emptied and asked for again, and the rest of the page's data is refreshed. Offline they
 * stay empty, and the sections say they load when the connection returns, rather than show yesterday as today:
 * a step taken on yesterday's list would be refused at sync (decision 076).
 */
export function DayRollover() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.userId;
  const timeZone = session?.timeZone;

  useEffect(() => {
    if (userId === undefined) return;
    let day = memberToday(timeZone);
    const check = () => {
      const today = memberToday(timeZone);
      if (today === day) return;
      day = today;
      void client.resetQueries({ predicate: isRelativeToToday });
      void client.invalidateQueries({ predicate: (query) => !isRelativeToToday(query) });
    };
    const timer = window.setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, [client, userId, timeZone]);

  return null;
}
