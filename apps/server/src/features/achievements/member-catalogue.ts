import { ACHIEVEMENTS, isEarned, type AchievementDefinition, type AchievementFacts } from '@oola/domain';
import { userAchievements } from '../../db/schema/index.js';
import { awardStore } from './award-store.js';
import { badgeEntrySchema, badgeWords } from './badge-words.js';
import type { AchievementCatalogue } from './engine.js';
import { achievementFacts, memberFacts } from './member-facts.js';

const words = badgeWords('achievements', badgeEntrySchema, () => ACHIEVEMENTS.map((badge) => badge.id));

/**
 * The member's badges, milestones and streaks (ids 1-75, packages/domain): journey steps reached, goals
 * achieved, action steps completed, the longest streak. Names and messages in content/achievements.yaml.
 */
export const memberCatalogue: AchievementCatalogue<
  AchievementDefinition,
  AchievementFacts,
  ReturnType<typeof words>
> = {
  badges: ACHIEVEMENTS,
  readFacts: async (db, userId) => achievementFacts(await memberFacts(db, userId)),
  isEarned,
  awards: awardStore({
    table: userAchievements,
    ownedStatement: 'owned_achievements',
    columns: {
      owner: userAchievements.userId,
      achievementId: userAchievements.achievementId,
      displayed: userAchievements.displayed,
      awardedAt: userAchievements.achievedAt,
    },
    row: ({ ownerId, achievementId, awardedAt, displayed }) => ({
      userId: ownerId,
      achievementId,
      achievedAt: awardedAt,
      displayed,
    }),
    shown: { displayed: true },
  }),
  words: (id) => words(id),
  fileName: (id) => `badge-${id}.svg`,
  // Whatever changed of a member (an action completed, a goal achieved, a journey step reached) may earn them one.
  ownersAfterChange: async (_db, userId) => [userId],
};
