import { z } from 'zod';
import { loadContent } from '../../content/load-content.js';

/** A badge's entry in its content file; a catalogue may extend it with fields of its own. */
export const badgeEntrySchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  congratsMessage: z.string().min(1),
  socialMediaMessage: z.string().min(1),
});
type BadgeEntry = z.infer<typeof badgeEntrySchema>;

export type BadgeWords = Omit<BadgeEntry, 'id'> & { socialMediaTitle: string };

/**
 * The names and messages of `content/<file>.yaml`, by badge id. Every badge of `ids` must have them: the file is
 * checked at the first read and a bad one fails loudly.
 */
export function badgeWords<Entry extends BadgeEntry>(
  file: string,
  entrySchema: z.ZodType<Entry>,
  ids: () => readonly number[],
): (id: number) => Entry & BadgeWords {
  const contentSchema = z
    .object({ socialMediaTitle: z.string().min(1), achievements: z.array(entrySchema) })
    .refine((content) => ids().every((id) => content.achievements.some((entry) => entry.id === id)), {
      message: `every badge of the catalogue needs a name and messages in content/${file}.yaml`,
    });
  let words: Map<number, Entry & BadgeWords> | undefined;
  return (id) => {
    if (!words) {
      const content = loadContent(file, contentSchema);
      words = new Map(
        content.achievements.map((entry) => [entry.id, { ...entry, socialMediaTitle: content.socialMediaTitle }]),
      );
    }
    const entry = words.get(id);
    if (!entry) throw new Error(`content/${file}.yaml has no badge ${id}`);
    return entry;
  };
}
