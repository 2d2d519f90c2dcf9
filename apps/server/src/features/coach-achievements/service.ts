import { and, desc, eq } from 'drizzle-orm';
import {
  COACH_ACHIEVEMENT_SECTIONS,
  COACH_ACHIEVEMENTS,
  isCoachAchievementEarned,
  type CoachAchievement,
  type CoachAchievementDefinition,
  type CoachAchievementFacts,
  type CoachAchievementSections,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { completionDate } from '../achievements/index.js';
import { coachAchievements } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { coachAchievementWords } from './catalogue.js';
import { coachFacts } from './facts.js';

type AwardRow = Pick<typeof coachAchievements.$inferSelect, 'achievementId' | 'displayed' | 'awardedAt'>;

/** The coach's awarded badges, latest first. */
const awardedBadges = (db: Db, coachId: number): Promise<AwardRow[]> =>
  db
    .select({
      achievementId: coachAchievements.achievementId,
      displayed: coachAchievements.displayed,
      awardedAt: coachAchievements.awardedAt,
    })
    .from(coachAchievements)
    .where(eq(coachAchievements.coachId, coachId))
    .orderBy(desc(coachAchievements.awardedAt), desc(coachAchievements.achievementId));

/**
 * Stores every badge the facts earn that the coach does not have yet, awarded at `now` (a badge is
 * stored once: the primary key and `on conflict do nothing` keep a race from awarding it twice).
 * Answers the ids newly awarded.
 */
async function insertEarned(
  db: Db,
  coachId: number,
  facts: CoachAchievementFacts,
  owned: AwardRow[],
  now: Date,
  displayed = false,
): Promise<number[]> {
  const ownedIds = new Set(owned.map((row) => row.achievementId));
  const earned = COACH_ACHIEVEMENTS.filter((a) => !ownedIds.has(a.id) && isCoachAchievementEarned(a, facts));
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(coachAchievements)
    .values(earned.map((a) => ({ coachId, achievementId: a.id, awardedAt: now, displayed })))
    .onConflictDoNothing()
    .returning({ id: coachAchievements.achievementId });
  return inserted.map((row) => row.id);
}

/** Awards whatever the coach's facts now earn; safe to call any time (idempotent). */
export async function awardCoachAchievements(db: Db, coachId: number, now: Date): Promise<number[]> {
  const [facts, owned] = await Promise.all([coachFacts(db, coachId), awardedBadges(db, coachId)]);
  return insertEarned(db, coachId, facts, owned, now);
}

/** Awards what the coach has earned so far as already shown (demo data: no pile of modals at first visit). */
export async function awardCoachAchievementsAsShown(db: Db, coachId: number, now: Date): Promise<void> {
  const [facts, owned] = await Promise.all([coachFacts(db, coachId), awardedBadges(db, coachId)]);
  await insertEarned(db, coachId, facts, owned, now, true);
}

function describe(
  definition: CoachAchievementDefinition,
  row: AwardRow | undefined,
  facts: CoachAchievementFacts,
  coach: AuthUser,
): CoachAchievement {
  const words = coachAchievementWords(definition.id);
  return {
    id: definition.id,
    section: definition.section,
    achievementName: words.name,
    achieved: row !== undefined,
    displayed: row?.displayed ?? false,
    achievementValue: definition.value,
    currentValue: facts[definition.rule],
    howToEarn: words.howToEarn,
    fileName: `coach-badge-${definition.id}.svg`,
    completionDate: row ? completionDate(row.awardedAt, coach.timeZone) : null,
    congratsMessage: words.congratsMessage,
    socialMediaTitle: words.socialMediaTitle,
    socialMediaMessage: words.socialMediaMessage,
    socialMediaImageUrl: null,
    webAlias: coach.webAlias,
  };
}

/** Awards what is due, then answers each badge of the catalogue with the coach's state of it. */
async function coachCatalogue(db: Db, coach: AuthUser, now: Date) {
  const [facts, owned] = await Promise.all([coachFacts(db, coach.id), awardedBadges(db, coach.id)]);
  const awarded = await insertEarned(db, coach.id, facts, owned, now);
  const rows = awarded.length > 0 ? await awardedBadges(db, coach.id) : owned;
  const byId = new Map(rows.map((row) => [row.achievementId, row]));
  const all = COACH_ACHIEVEMENTS.map((definition) => describe(definition, byId.get(definition.id), facts, coach));
  return { all, rows };
}

/** GET Coach/GetMyAchievements: every badge, in the four sections of the modal. */
export async function coachAchievementSections(db: Db, coach: AuthUser, now: Date): Promise<CoachAchievementSections> {
  const { all } = await coachCatalogue(db, coach, now);
  const sections = Object.fromEntries(
    COACH_ACHIEVEMENT_SECTIONS.map((section) => [section, all.filter((badge) => badge.section === section)]),
  );
  return sections as CoachAchievementSections;
}

/** GET Coach/GetAchievements: the badges the coach has earned, latest first. */
export async function earnedCoachBadges(db: Db, coach: AuthUser, now: Date): Promise<CoachAchievement[]> {
  const { all, rows } = await coachCatalogue(db, coach, now);
  const byId = new Map(all.map((badge) => [badge.id, badge]));
  return rows.flatMap((row) => byId.get(row.achievementId) ?? []);
}

/** PUT Coach/UpdateDisplayedBadge: the coach closed the badge's modal. 404 unless the coach has earned it. */
export async function markCoachBadgeDisplayed(db: Db, coachId: number, achievementId: number): Promise<void> {
  const updated = await db
    .update(coachAchievements)
    .set({ displayed: true })
    .where(and(eq(coachAchievements.coachId, coachId), eq(coachAchievements.achievementId, achievementId)))
    .returning({ id: coachAchievements.achievementId });
  if (updated.length === 0) throw notFound('Badge not found.');
}
