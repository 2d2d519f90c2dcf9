import { z } from 'zod';
import { COACH_ACHIEVEMENTS } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const contentSchema = z
  .object({
    socialMediaTitle: z.string().min(1),
    achievements: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().min(1),
        howToEarn: z.string().min(1),
        congratsMessage: z.string().min(1),
        socialMediaMessage: z.string().min(1),
      }),
    ),
  })
  .refine((content) => COACH_ACHIEVEMENTS.every((a) => content.achievements.some((entry) => entry.id === a.id)), {
    message: 'every coach badge of the catalogue needs a name and messages',
  });

export interface CoachAchievementWords {
  name: string;
  howToEarn: string;
  congratsMessage: string;
  socialMediaMessage: string;
  socialMediaTitle: string;
}

let words: Map<number, CoachAchievementWords> | undefined;

/** Names and messages of content/coach-achievements.yaml, by badge id. */
export function coachAchievementWords(id: number): CoachAchievementWords {
  if (!words) {
    const content = loadContent('coach-achievements', contentSchema);
    words = new Map(
      content.achievements.map((entry) => [entry.id, { ...entry, socialMediaTitle: content.socialMediaTitle }]),
    );
  }
  const entry = words.get(id);
  if (!entry) throw new Error(`content/coach-achievements.yaml has no badge ${id}`);
  return entry;
}
