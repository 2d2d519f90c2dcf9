import { ELEARNING } from '../constants.js';
import { dateTimeFormat } from '../date-format.js';
import { addDays } from '../member-day.js';

export const ELEARNING_MESSAGES = {
  answerAll: 'Please Answer all the questions',
  locked: 'This module is not unlocked yet.',
  breakthroughFirst: 'Your personalized path opens once all 12 Breakthrough modules are unlocked.',
  alreadyStarted: 'This part of your program has already started.',
  startOolaWheel: 'START MY OOLAWHEEL',
} as const;

export type Track = 'breakthrough' | 'path';

/** The day module `index` (0-based) of a track unlocks: the first on the start day. */
export function unlockDay(track: Track, startDay: string, index: number): string {
  const every = track === 'breakthrough' ? ELEARNING.breakthroughUnlockEveryDays : ELEARNING.pathUnlockEveryDays;
  return addDays(startDay, index * every);
}

/** A module unlocks at the member's local midnight of its day: days compare as 'YYYY-MM-DD' text. */
export const isUnlocked = (unlockOn: string, memberToday: string) => unlockOn <= memberToday;

/** How many path modules a level has. */
export const pathLength = (level: number) =>
  level <= 1 ? ELEARNING.pathMonthsLevelOne : ELEARNING.pathMonthsHigherLevels;

/** The path assessment of a level: 2 at level 1, 3 at level 2, 4 at levels 3 and 4. */
export const pathAssessmentType = (level: number) => (level <= 1 ? 2 : level === 2 ? 3 : 4);

/** 'November 23, 2026' from 'YYYY-MM-DD' (the spec's 'MMMM dd, yyyy'). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return `${name} ${String(date).padStart(2, '0')}, ${year}`;
}
