import { COACH_ACHIEVEMENT_SECTIONS, type CoachAchievement, type CoachAchievementSections } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { coachCatalogue } from './coach-catalogue.js';
import { award, badgeAnswer, markDisplayed, readCatalogue } from './engine.js';

/** Awards whatever the coach's facts now earn; safe to call any time (idempotent). */
export const awardCoachAchievements = (db: Db, coachId: number, now: Date): Promise<number[]> =>
  award(coachCatalogue, db, coachId, now);

/** Awards what is due, then answers each badge of the catalogue with the coach's state of it. */
async function coachBadges(db: Db, coach: AuthUser, now: Date) {
  const { facts, awarded, badges } = await readCatalogue(coachCatalogue, db, coach.id, now);
  const all = badges.map(({ definition, award: row }): CoachAchievement => ({
    ...badgeAnswer(coachCatalogue, definition, row, coach),
    section: definition.section,
    currentValue: facts[definition.rule],
    howToEarn: coachCatalogue.words(definition.id).howToEarn,
  }));
  return { all, awarded };
}

/** GET Coach/GetMyAchievements: every badge, in the four sections of the modal. */
export async function coachAchievementSections(db: Db, coach: AuthUser, now: Date): Promise<CoachAchievementSections> {
  const { all } = await coachBadges(db, coach, now);
  const sections = Object.fromEntries(
    COACH_ACHIEVEMENT_SECTIONS.map((section) => [section, all.filter((badge) => badge.section === section)]),
  );
  return sections as CoachAchievementSections;
}

/** GET Coach/GetAchievements: the badges the coach has earned, latest first. */
export async function earnedCoachBadges(db: Db, coach: AuthUser, now: Date): Promise<CoachAchievement[]> {
  const { all, awarded } = await coachBadges(db, coach, now);
  const byId = new Map(all.map((badge) => [badge.id, badge]));
  return awarded.flatMap((row) => byId.get(row.achievementId) ?? []);
}

/** PUT Coach/UpdateDisplayedBadge: the coach closed the badge's modal. 404 unless the coach has earned it. */
export const markCoachBadgeDisplayed = (db: Db, coachId: number, achievementId: number): Promise<void> =>
  markDisplayed(coachCatalogue, db, coachId, achievementId, 'Badge not found.');
