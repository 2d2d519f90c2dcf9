import type { Achievement } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { AwardRow, AwardStore } from './award-store.js';
import type { BadgeWords } from './badge-words.js';
import { completionDate } from './completion-date.js';

/** A badge of a catalogue: its id, the fact it reads (`rule`) and the threshold that fact must reach (`value`). */
export interface BadgeDefinition {
  id: number;
  rule: string;
  value: number;
}

/** What the engine needs to know of a set of badges: the badges, how they are earned, where awards are kept. */
export interface AchievementCatalogue<Definition extends BadgeDefinition, Facts, Words extends BadgeWords> {
  badges: readonly Definition[];
  /** What the owner's badges count, read in one go. */
  readFacts(db: Db, ownerId: number): Promise<Facts>;
  isEarned(badge: Definition, facts: Facts): boolean;
  awards: AwardStore;
  words(id: number): Words;
  fileName(id: number): string;
  /** Whose badges a change to `userId`'s data (a domain event about them) may have earned. */
  ownersAfterChange(db: Db, userId: number): Promise<number[]>;
}

/** Any catalogue, for code that only awards or marks (the award processor, seeds). */
export type AnyCatalogue = AchievementCatalogue<BadgeDefinition, unknown, BadgeWords>;

export interface CatalogueState<Definition extends BadgeDefinition, Facts> {
  facts: Facts;
  /** The owner's awards, latest first. */
  awarded: AwardRow[];
  /** Every badge of the catalogue, in its order, with the owner's award of it (if any). */
  badges: { definition: Definition; award: AwardRow | undefined }[];
}

async function awardEarned<Definition extends BadgeDefinition, Facts>(
  catalogue: AchievementCatalogue<Definition, Facts, BadgeWords>,
  db: Db,
  ownerId: number,
  now: Date,
  displayed: boolean,
): Promise<{ facts: Facts; owned: AwardRow[]; newIds: number[] }> {
  const [facts, owned] = await Promise.all([catalogue.readFacts(db, ownerId), catalogue.awards.owned(db, ownerId)]);
  const ownedIds = new Set(owned.map((row) => row.achievementId));
  const earned = catalogue.badges.filter((badge) => !ownedIds.has(badge.id) && catalogue.isEarned(badge, facts));
  const newIds = await catalogue.awards.insert(
    db,
    earned.map((badge) => ({ ownerId, achievementId: badge.id, awardedAt: now, displayed })),
  );
  return { facts, owned, newIds };
}

/**
 * Awards every badge the owner's facts now earn and they do not have yet, at `now`; answers the ids newly
 * awarded. Idempotent. `displayed` stores them as already announced (seeded data: no pile of modals).
 */
export async function award(
  catalogue: AnyCatalogue,
  db: Db,
  ownerId: number,
  now: Date,
  { displayed = false } = {},
): Promise<number[]> {
  return (await awardEarned(catalogue, db, ownerId, now, displayed)).newIds;
}

/** Awards what is due, then answers the whole catalogue with the owner's state of each badge. */
export async function readCatalogue<Definition extends BadgeDefinition, Facts>(
  catalogue: AchievementCatalogue<Definition, Facts, BadgeWords>,
  db: Db,
  ownerId: number,
  now: Date,
): Promise<CatalogueState<Definition, Facts>> {
  const { facts, owned, newIds } = await awardEarned(catalogue, db, ownerId, now, false);
  const awarded = newIds.length > 0 ? await catalogue.awards.owned(db, ownerId) : owned;
  const byId = new Map(awarded.map((row) => [row.achievementId, row]));
  const badges = catalogue.badges.map((definition) => ({ definition, award: byId.get(definition.id) }));
  return { facts, awarded, badges };
}

/** The owner closed the badge's announcement. 404 unless the owner has earned it. */
export async function markDisplayed(
  catalogue: AnyCatalogue,
  db: Db,
  ownerId: number,
  achievementId: number,
  notFoundMessage: string,
): Promise<void> {
  if (!(await catalogue.awards.markDisplayed(db, ownerId, achievementId))) throw notFound(notFoundMessage);
}

/** A badge as every catalogue answers it: its words, whether and when its owner earned it, its threshold. */
export function badgeAnswer(
  catalogue: AnyCatalogue,
  definition: BadgeDefinition,
  award: AwardRow | undefined,
  owner: AuthUser,
): Achievement {
  const words = catalogue.words(definition.id);
  return {
    id: definition.id,
    achievementName: words.name,
    achieved: award !== undefined,
    displayed: award?.displayed ?? false,
    achievementValue: definition.value,
    fileName: catalogue.fileName(definition.id),
    completionDate: award ? completionDate(award.awardedAt, owner.timeZone) : null,
    congratsMessage: words.congratsMessage,
    socialMediaTitle: words.socialMediaTitle,
    socialMediaMessage: words.socialMediaMessage,
    socialMediaImageUrl: null,
    webAlias: owner.webAlias,
  };
}
