import { memberToday, type UserProgress } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { completedDays, goalsAchieved, stepsCompleted, streaks } from './facts.js';

/** My Progress: steps taken, current and longest streak (days in the member's time zone), goals completed. */
export async function userProgress(db: Db, user: AuthUser): Promise<UserProgress> {
  const [steps, goals, days] = await Promise.all([
    stepsCompleted(db, user.id),
    goalsAchieved(db, user.id),
    completedDays(db, user.id),
  ]);
  const { current, longest } = streaks(days, memberToday(user.timeZone));
  return {
    stepsTaken: steps,
    currentStreak: current,
    longestStreak: longest,
    goalsCompleted: goals,
    fileName: user.pictureFileName,
  };
}
