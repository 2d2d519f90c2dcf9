import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  COACH_ACHIEVEMENTS,
  isCoachAchievementEarned,
  type CoachAchievementDefinition,
  type CoachAchievementFacts,
} from '@oola/domain';
import { coachAchievements, users } from '../../db/schema/index.js';
import { isCoach } from '../../policies/coach.js';
import { awardStore } from './award-store.js';
import { badgeEntrySchema, badgeWords } from './badge-words.js';
import { coachFacts } from './coach-facts.js';
import type { AchievementCatalogue } from './engine.js';

const words = badgeWords('coach-achievements', badgeEntrySchema.extend({ howToEarn: z.string().min(1) }), () =>
  COACH_ACHIEVEMENTS.map((badge) => badge.id),
);

/**
 * The coach badges (ids 101-499, packages/domain), in four sections: certification progress, lifetime clients,
 * their action steps and their goals. Names, how to earn them and messages in content/coach-achievements.yaml.
 */
export const coachCatalogue: AchievementCatalogue<
  CoachAchievementDefinition,
  CoachAchievementFacts,
  ReturnType<typeof words>
> = {
  badges: COACH_ACHIEVEMENTS,
  readFacts: coachFacts,
  isEarned: isCoachAchievementEarned,
  awards: awardStore({
    table: coachAchievements,
    ownedStatement: 'owned_coach_achievements',
    columns: {
      owner: coachAchievements.coachId,
      achievementId: coachAchievements.achievementId,
      displayed: coachAchievements.displayed,
      awardedAt: coachAchievements.awardedAt,
    },
    row: ({ ownerId, achievementId, awardedAt, displayed }) => ({
      coachId: ownerId,
      achievementId,
      awardedAt,
      displayed,
    }),
    shown: { displayed: true },
  }),
  words,
  fileName: (id) => `coach-badge-${id}.svg`,
  /**
   * A member's change may earn their coach a badge (a step or goal completed, the coach chosen: the coach is read
   * after the change); an active coach's, the coach themselves (a certification module or quiz).
   */
  async ownersAfterChange(db, userId) {
    const [changed] = await db
      .select({ coachId: users.coachId, isActiveCoach: users.isActiveCoach })
      .from(users)
      .where(eq(users.id, userId));
    const coachIds = new Set<number>();
    if (changed && isCoach(changed)) coachIds.add(userId);
    if (changed?.coachId) coachIds.add(changed.coachId);
    return [...coachIds];
  },
};
