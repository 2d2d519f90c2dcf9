import { inArray } from 'drizzle-orm';
import { PROGRAMME_PHASES, type ProgrammePhase } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { elearningTracks, moduleCompletions } from '../../../db/schema/index.js';
import { moduleByKey } from '../../learning/index.js';
import { trackModules, type TrackRow } from '../../learning/index.js';

/** Where a member is in the programme, as the coach's client row shows it. */
export interface LearningPosition {
  currentPhase: ProgrammePhase;
  phaseName: string;
  currentLesson: string | null;
  moduleNumber: number | null;
  cheatSheetUrl: string | null;
}

/** Every track and completed module of these members: two set-based reads, grouped by member. */
export async function learningOf(
  db: Db,
  userIds: number[],
): Promise<{ tracks: Map<number, TrackRow[]>; completed: Map<number, Set<string>> }> {
  const tracks = new Map<number, TrackRow[]>();
  const completed = new Map<number, Set<string>>();
  if (userIds.length === 0) return { tracks, completed };
  const [trackRows, completionRows] = await Promise.all([
    db.select().from(elearningTracks).where(inArray(elearningTracks.userId, userIds)),
    db
      .select({ userId: moduleCompletions.userId, key: moduleCompletions.moduleKey })
      .from(moduleCompletions)
      .where(inArray(moduleCompletions.userId, userIds)),
  ]);
  for (const row of trackRows) tracks.set(row.userId, [...(tracks.get(row.userId) ?? []), row]);
  for (const row of completionRows) {
    const keys = completed.get(row.userId) ?? new Set<string>();
    keys.add(row.key);
    completed.set(row.userId, keys);
  }
  return { tracks, completed };
}

/**
 * The running track (the path of the member's level once started, else the breakthrough) and its
 * module the member is on: the first unlocked one not completed, else the latest unlocked (as the
 * member's own e-learning board picks it). Before any track: no lesson.
 */
export function learningPosition(
  tracks: TrackRow[],
  completed: Set<string>,
  level: number,
  today: string,
): LearningPosition {
  const path = tracks.find((row) => row.track === 'path' && row.level === level);
  const running = path ?? tracks.find((row) => row.track === 'breakthrough');
  // Above level 1 there is no breakthrough: the member is in the path phase even before its track starts.
  const currentPhase: ProgrammePhase = path || level > 1 ? 3 : running ? 2 : 1;
  const base = { currentPhase, phaseName: PROGRAMME_PHASES[currentPhase] };
  const unlocked = running ? trackModules(running, today).filter((module) => module.unlocked) : [];
  const current = unlocked.find((module) => !completed.has(module.key)) ?? unlocked.at(-1);
  if (!current) return { ...base, currentLesson: null, moduleNumber: null, cheatSheetUrl: null };
  const content = moduleByKey(current.key).content;
  return {
    ...base,
    currentLesson: content.title,
    moduleNumber: current.index + 1,
    cheatSheetUrl: content.do?.workbook ?? null,
  };
}
