import { memberToday, streaks, type UserProgress } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { memberFacts } from './member-facts.js';

/** My Progress: steps taken, current and longest streak (days in the member's time zone), goals completed. */
export async function userProgress(db: Db, user: AuthUser, now: Date): Promise<UserProgress> {
  const facts = await memberFacts(db, user.id);
  const { current, longest } = streaks(facts.completedDays, memberToday(user.timeZone, now), facts.pauses);
  return {
    stepsTaken: facts.stepsCompleted,
    currentStreak: current,
    longestStreak: longest,
    goalsCompleted: facts.goalsAchieved,
    fileName: user.pictureFileName,
  };
}
