import { describe, expect, it } from 'vitest';
import type { CoachClient } from '@oola/domain';
import { orderClients } from './client-order';

const client = (fields: Partial<CoachClient>): CoachClient => ({
  clientId: 1,
  firstName: 'Ada',
  lastName: 'Active',
  pictureUrl: null,
  isActiveCustomer: true,
  coachedSince: '2026-01-01T00:00:00.000Z',
  coachingEndedAt: null,
  customerLevel: 'Level 1',
  stepsTaken: 0,
  currentStreak: 0,
  longestStreak: 0,
  goalsCompleted: 0,
  oolaScore: null,
  oolaScoreDate: null,
  currentPhase: 2,
  phaseName: 'Breakthrough Experience',
  currentLesson: 'Where You Are Today',
  moduleNumber: 1,
  cheatSheetUrl: null,
  sessionsCompleted: 0,
  sessionsRemaining: 0,
  pendingMessages: 0,
  nextSession: null,
  ...fields,
});

const ada = client({ clientId: 1, stepsTaken: 40, oolaScore: 300 });
const ben = client({
  clientId: 2,
  firstName: 'Ben',
  lastName: 'Brown',
  stepsTaken: 90,
  currentLesson: 'Find Your Why',
});
const cy = client({ clientId: 3, firstName: 'Cy', lastName: 'Cole', stepsTaken: 10, oolaScore: 500 });
const ids = (clients: CoachClient[]) => clients.map((one) => one.clientId);

describe('orderClients', () => {
  it('sorts by a figure either way, and by name', () => {
    expect(ids(orderClients([ada, ben, cy], '', { key: 'stepsTaken', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(orderClients([ada, ben, cy], '', { key: 'stepsTaken', direction: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(orderClients([cy, ben, ada], '', { key: 'name', direction: 'asc' }))).toEqual([1, 2, 3]);
  });

  it('puts clients without the value last, whichever the direction', () => {
    expect(ids(orderClients([ben, ada, cy], '', { key: 'oolaScore', direction: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(orderClients([ben, ada, cy], '', { key: 'oolaScore', direction: 'asc' }))).toEqual([1, 3, 2]);
  });

  it('finds clients by every search word in their name or lesson, in any case', () => {
    expect(ids(orderClients([ada, ben, cy], 'BEN', { key: 'name', direction: 'asc' }))).toEqual([2]);
    expect(ids(orderClients([ada, ben, cy], 'why brown', { key: 'name', direction: 'asc' }))).toEqual([2]);
    expect(ids(orderClients([ada, ben, cy], 'nobody', { key: 'name', direction: 'asc' }))).toEqual([]);
  });
});
