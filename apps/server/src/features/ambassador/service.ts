import { eq, sql } from 'drizzle-orm';
import { USER_TYPE, type AmbassadorProfile } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { countCompletedGoals } from '../goals/index.js';
import { notFound } from '../../core/app-error.js';

const RANKS: Record<number, { rank: string; code: string }> = {
  [USER_TYPE.subscriber]: { rank: 'Member', code: 'MBR' },
  [USER_TYPE.coach]: { rank: 'Certified Coach', code: 'CCH' },
  [USER_TYPE.partner]: { rank: 'Ambassador', code: 'AMB' },
  [USER_TYPE.nonSubscriber]: { rank: 'Customer', code: 'CUS' },
};

/** Whether someone has this web alias (case-insensitive). */
export async function isWebAlias(db: Db, webAlias: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.webAlias})`, webAlias.toLowerCase()))
    .limit(1);
  return user !== undefined;
}

/**
 * The public profile behind a web alias (case-insensitive). Only the fields of
 * ambassadorProfileSchema leave the server: never an email, phone or id.
 */
export async function ambassadorProfile(db: Db, webAlias: string): Promise<AmbassadorProfile> {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureFileName: users.pictureFileName,
      userTypeId: users.userTypeId,
      level: users.level,
    })
    .from(users)
    .where(eq(sql`lower(${users.webAlias})`, webAlias.toLowerCase()))
    .limit(1);
  if (!user) throw notFound('There is no one with this web alias.');
  const completedGoals = await countCompletedGoals(db, user.id);
  const rank = RANKS[user.userTypeId] ?? RANKS[USER_TYPE.subscriber]!;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    pictureFileName: user.pictureFileName,
    rank: rank.rank,
    rankLevel: user.level,
    rankLevelCode: `${rank.code}${user.level}`,
    customerLevel: `Level ${user.level}`,
    // Achievements are not public yet; the list stays empty until they are.
    latestAchievements: [],
    goalsCompleted: completedGoals,
  };
}
