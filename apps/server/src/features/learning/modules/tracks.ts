import { and, eq, inArray } from 'drizzle-orm';
import { isUnlocked, unlockDay, type Track } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { elearningTracks, moduleCompletions } from '../../../db/schema/index.js';

export type TrackRow = typeof elearningTracks.$inferSelect;

/** One module of a started track, with its unlock day. */
export interface TrackModule {
  key: string;
  track: Track;
  index: number;
  unlockOn: string;
  unlocked: boolean;
}

export async function tracksOf(db: Db, userId: number): Promise<TrackRow[]> {
  return db.select().from(elearningTracks).where(eq(elearningTracks.userId, userId));
}

/** The modules of a track in order, each with its unlock day in the member's calendar. */
export function trackModules(row: TrackRow, today: string): TrackModule[] {
  const track = row.track as Track;
  return row.moduleKeys.map((key, index) => {
    const unlockOn = unlockDay(track, row.startDay, index);
    return { key, track, index, unlockOn, unlocked: isUnlocked(unlockOn, today) };
  });
}

/** The keys among `keys` the member has completed. */
export async function completedKeys(db: Db, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: moduleCompletions.moduleKey })
    .from(moduleCompletions)
    .where(and(eq(moduleCompletions.userId, userId), inArray(moduleCompletions.moduleKey, keys)));
  return new Set(rows.map((row) => row.key));
}

/** Where a module sits in the member's tracks, or null when none of their tracks has it. */
export function findInTracks(rows: TrackRow[], key: string, today: string): TrackModule | null {
  for (const row of rows) {
    const found = trackModules(row, today).find((module) => module.key === key);
    if (found) return found;
  }
  return null;
}
