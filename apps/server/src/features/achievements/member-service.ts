import {
  GOAL_COUNT_BADGE_ID,
  type Achievement,
  type AchievementGroups,
  type CustomerProfileInformation,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { coachingFacts, profileInfo } from '../account/index.js';
import { award, badgeAnswer, markDisplayed, readCatalogue } from './engine.js';
import { memberCatalogue } from './member-catalogue.js';

const LATEST_COUNT = 4;

/**
 * Awards every achievement the member's facts now earn and has not been
 * awarded yet; answers the ids newly awarded. Safe to call any time (idempotent).
 */
export const awardAchievements = (db: Db, userId: number, now: Date): Promise<number[]> =>
  award(memberCatalogue, db, userId, now);

interface MemberAchievements {
  groups: AchievementGroups;
  latest: Achievement[];
  goalsCompleted: number;
}

/** Awards what is due, then answers the whole catalogue with the member's state of each. */
export async function memberAchievements(db: Db, user: AuthUser, now: Date): Promise<MemberAchievements> {
  const { facts, awarded, badges } = await readCatalogue(memberCatalogue, db, user.id, now);
  const groups: AchievementGroups = { badges: [], milestones: [], streaks: [] };
  const all = new Map<number, Achievement>();
  for (const { definition, award: row } of badges) {
    const achievement = badgeAnswer(memberCatalogue, definition, row, user);
    if (definition.id === GOAL_COUNT_BADGE_ID) achievement.achievementValue = facts.goalsAchieved;
    all.set(definition.id, achievement);
    groups[definition.category].push(achievement);
  }
  const latest = awarded.slice(0, LATEST_COUNT).map((row) => all.get(row.achievementId)!);
  return { groups, latest, goalsCompleted: facts.goalsAchieved };
}

/** GetCustomerProfileInformation: the profile card (greeting, picture, level) and every achievement, grouped. */
export async function profileInformation(db: Db, user: AuthUser, now: Date): Promise<CustomerProfileInformation> {
  const [{ groups, latest, goalsCompleted }, coaching] = await Promise.all([
    memberAchievements(db, user, now),
    coachingFacts(db, user.id),
  ]);
  return { ...profileInfo(user, coaching, now), goalsCompleted, latestAchievements: latest, achievements: groups };
}

/** UpdateDisplayedBadge: the member closed the badge's modal. 404 unless the member has earned it. */
export const markAchievementDisplayed = (db: Db, userId: number, achievementId: number): Promise<void> =>
  markDisplayed(memberCatalogue, db, userId, achievementId, 'Achievement not found.');
