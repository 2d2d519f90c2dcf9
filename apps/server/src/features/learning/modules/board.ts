import {
  ELEARNING,
  longDate,
  memberToday,
  pathAssessmentType,
  type ElearningBoard,
  type ElearningModuleCard,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { moduleByKey } from './catalogue.js';
import { completedKeys, trackModules, tracksOf, type TrackModule, type TrackRow } from './tracks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function card(module: TrackModule, completed: Set<string>): ElearningModuleCard {
  const content = moduleByKey(module.key);
  return {
    id: content.id,
    title: content.content.title,
    imageUrl: content.content.image,
    isUnlocked: module.unlocked,
    isCompleted: completed.has(module.key),
    unLockDateText: `${module.unlocked ? 'Unlocked on' : 'Unlocks on'} ${longDate(module.unlockOn)}`,
    isEnabled: module.unlocked,
    externalLink: null,
  };
}

function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
}

/** Day n of the running track (the path once it started, else the breakthrough) out of its length. */
function courseProgress(running: TrackRow | undefined, today: string) {
  if (!running) return { currentDay: 0, courseDays: 0 };
  const every =
    running.track === 'breakthrough' ? ELEARNING.breakthroughUnlockEveryDays : ELEARNING.pathUnlockEveryDays;
  const courseDays = running.moduleKeys.length * every;
  return { currentDay: Math.min(daysBetween(running.startDay, today) + 1, courseDays), courseDays };
}

/** The first unlocked module not completed yet, else the latest unlocked one. */
function nextModule(modules: TrackModule[], completed: Set<string>): number | null {
  const unlocked = modules.filter((module) => module.unlocked);
  const open = unlocked.find((module) => !completed.has(module.key)) ?? unlocked.at(-1);
  return open ? moduleByKey(open.key).id : null;
}

/** GET Elearning/GetELearningModules/{userId}/{level}: the member's board at one of their levels. */
export async function elearningBoard(db: Db, user: AuthUser, level: number, now: Date): Promise<ElearningBoard> {
  const today = memberToday(user.timeZone, now);
  const rows = await tracksOf(db, user.id);
  const breakthrough = level === 1 ? rows.find((row) => row.track === 'breakthrough') : undefined;
  const path = rows.find((row) => row.track === 'path' && row.level === level);
  const breakthroughModules = breakthrough ? trackModules(breakthrough, today) : [];
  const pathModules = path ? trackModules(path, today) : [];
  const all = [...breakthroughModules, ...pathModules];
  const completed = await completedKeys(
    db,
    user.id,
    all.map((module) => module.key),
  );
  const breakthroughOpen = breakthroughModules.length > 0 && breakthroughModules.every((module) => module.unlocked);
  const pathMayStart = !path && (level > 1 || breakthroughOpen);
  return {
    level,
    myBreakthroughExperience: breakthroughModules.map((module) => card(module, completed)),
    myPersonalizedPath: pathModules.map((module) => card(module, completed)),
    moduleVip: nextModule(all, completed),
    courseProgress: courseProgress(path ?? breakthrough, today),
    canStartBreakthrough: level === 1 && !breakthrough && user.stepId >= 4,
    startPathAssessmentType: pathMayStart && user.stepId >= 4 ? pathAssessmentType(level) : null,
  };
}
