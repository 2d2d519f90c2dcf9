import { z } from 'zod';
import { ACHIEVEMENTS } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const contentSchema = z
  .object({
    socialMediaTitle: z.string(),
    achievements: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().min(1),
        congratsMessage: z.string().min(1),
        socialMediaMessage: z.string().min(1),
      }),
    ),
  })
  .refine((content) => ACHIEVEMENTS.every((a) => content.achievements.some((entry) => entry.id === a.id)), {
    message: 'every achievement of the catalogue (ids 1-75) needs a name and messages',
  });

export interface AchievementWords {
  name: string;
  congratsMessage: string;
  socialMediaMessage: string;
  socialMediaTitle: string;
}

let words: Map<number, AchievementWords> | undefined;

/** Names and messages of content/achievements.yaml, by achievement id. */
export function achievementWords(id: number): AchievementWords {
  if (!words) {
    const content = loadContent('achievements', contentSchema);
    words = new Map(
      content.achievements.map((entry) => [entry.id, { ...entry, socialMediaTitle: content.socialMediaTitle }]),
    );
  }
  const entry = words.get(id);
  if (!entry) throw new Error(`content/achievements.yaml has no achievement ${id}`);
  return entry;
}
