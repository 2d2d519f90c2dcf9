import type { CoachClient } from '@oola/domain';

export type SortKey =
  | 'name'
  | 'level'
  | 'stepsTaken'
  | 'currentStreak'
  | 'goalsCompleted'
  | 'oolaScore'
  | 'nextSession'
  | 'pendingMessages';
export type SortDirection = 'asc' | 'desc';
export interface ClientSort {
  key: SortKey;
  direction: SortDirection;
}

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  level: 'Level',
  stepsTaken: 'Steps taken',
  currentStreak: 'Streak',
  goalsCompleted: 'Goals completed',
  oolaScore: 'Oola score',
  nextSession: 'Next session',
  pendingMessages: 'Messages',
};

export const fullName = (client: Pick<CoachClient, 'firstName' | 'lastName'>) =>
  `${client.firstName} ${client.lastName}`;

/** The value a column sorts by; a missing value (no score, no session) always sorts last. */
function sortValue(client: CoachClient, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return fullName(client).toLocaleLowerCase();
    case 'level':
      return Number(client.customerLevel.replace(/\D/g, '')) || 0;
    case 'oolaScore':
      return client.oolaScore;
    case 'nextSession':
      return client.nextSession ? Date.parse(client.nextSession.startsAt) : null;
    default:
      return client[key];
  }
}

/** The clients whose name, phase or lesson holds the search words, in the chosen order. */
export function orderClients(clients: CoachClient[], search: string, sort: ClientSort): CoachClient[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const found = clients.filter((client) => {
    const text = [fullName(client), client.phaseName, client.currentLesson ?? ''].join(' ').toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
  const factor = sort.direction === 'asc' ? 1 : -1;
  return found.sort((a, b) => {
    const [left, right] = [sortValue(a, sort.key), sortValue(b, sort.key)];
    if (left === right) return fullName(a).localeCompare(fullName(b));
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * factor;
  });
}
