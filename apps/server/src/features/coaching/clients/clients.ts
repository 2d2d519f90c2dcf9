import {
  combinedScore,
  memberToday,
  parsePausedRanges,
  profilePictureUrl,
  streaks,
  type CoachClient,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { areaSums } from '../../assessment/index.js';
import { pendingByPair } from '../chat/index.js';
import { clientRows, type ClientRow } from './client-rows.js';
import { learningOf, learningPosition } from './learning.js';

function toClient(
  row: ClientRow,
  pending: number,
  learning: ReturnType<typeof learningPosition>,
  today: string,
): CoachClient {
  const { current, longest } = streaks(
    row.completedDays ? row.completedDays.split(',') : [],
    today,
    parsePausedRanges(row.pauses),
  );
  return {
    clientId: row.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    pictureUrl: row.pictureFileName ? profilePictureUrl(row.pictureFileName) : null,
    isActiveCustomer: row.endedAt === null,
    coachedSince: row.selectedAt.toISOString(),
    coachingEndedAt: row.endedAt?.toISOString() ?? null,
    customerLevel: `Level ${row.level}`,
    stepsTaken: row.stepsTaken,
    currentStreak: current,
    longestStreak: longest,
    goalsCompleted: row.goalsCompleted,
    oolaScore: row.scoreAnswers ? combinedScore(areaSums(row.scoreAnswers)) : null,
    oolaScoreDate: row.scoreDate?.toISOString() ?? null,
    ...learning,
    sessionsCompleted: row.sessionsCompleted,
    sessionsRemaining: row.sessionsRemaining,
    pendingMessages: pending,
    nextSession:
      row.nextStartsAt && row.nextEndsAt
        ? { startsAt: row.nextStartsAt.toISOString(), endsAt: row.nextEndsAt.toISOString() }
        : null,
  };
}

/**
 * GET Coach/GetMyClients/{userId}: every member who chose the coach (active first in the client's
 * tabs by isActiveCustomer), in four set-based reads whatever the number of clients.
 */
export async function myClients(db: Db, coachId: number, now: Date): Promise<CoachClient[]> {
  const [rows, pendingRows] = await Promise.all([clientRows(db, coachId, now), pendingByPair(db, coachId)]);
  const pending = new Map(
    pendingRows.filter((pair) => pair.coachId === coachId).map((pair) => [pair.clientId, pair.pendingMessages]),
  );
  const { tracks, completed } = await learningOf(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map((row) => {
    const today = memberToday(row.timeZone, now);
    const learning = learningPosition(
      tracks.get(row.clientId) ?? [],
      completed.get(row.clientId) ?? new Set(),
      row.level,
      today,
    );
    return toClient(row, pending.get(row.clientId) ?? 0, learning, today);
  });
}
