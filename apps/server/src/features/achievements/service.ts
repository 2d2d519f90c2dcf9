import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  GOAL_COUNT_BADGE_ID,
  isEarned,
  type Achievement,
  type AchievementFacts,
  type AchievementGroups,
  type CustomerProfileInformation,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { completionDate } from './completion-date.js';
import { prepared } from '../../db/prepared.js';
import { userAchievements } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { coachingFacts, profileInfo } from '../auth/index.js';
import { achievementWords } from './catalogue.js';
import { achievementFacts, memberFacts } from './facts.js';

const LATEST_COUNT = 4;

type AchievementRow = Pick<typeof userAchievements.$inferSelect, 'achievementId' | 'displayed' | 'achievedAt'>;

const ownedQuery = prepared((db) =>
  db
    .select({
      achievementId: userAchievements.achievementId,
      displayed: userAchievements.displayed,
      achievedAt: userAchievements.achievedAt,
    })
    .from(userAchievements)
    .where(eq(userAchievements.userId, sql.placeholder('userId')))
    .orderBy(desc(userAchievements.achievedAt), desc(userAchievements.achievementId))
    .prepare('owned_achievements'),
);

/** The member's achievements, latest first. */
const ownedAchievements = (db: Db, userId: number): Promise<AchievementRow[]> => ownedQuery(db).execute({ userId });

async function insertEarned(db: Db, userId: number, facts: AchievementFacts, owned: AchievementRow[]) {
  const ownedIds = new Set(owned.map((row) => row.achievementId));
  const earned = ACHIEVEMENTS.filter((a) => !ownedIds.has(a.id) && isEarned(a, facts)).map((a) => a.id);
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(userAchievements)
    .values(earned.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing()
    .returning({ id: userAchievements.achievementId });
  return inserted.map((row) => row.id);
}

/**
 * Awards every achievement the member's facts now earn and has not been
 * awarded yet; answers the ids newly awarded. Safe to call any time (idempotent).
 */
export async function awardAchievements(db: Db, userId: number): Promise<number[]> {
  const [facts, owned] = await Promise.all([memberFacts(db, userId), ownedAchievements(db, userId)]);
  return insertEarned(db, userId, achievementFacts(facts), owned);
}

interface Catalogue {
  groups: AchievementGroups;
  latest: Achievement[];
  goalsCompleted: number;
}

/** Awards what is due, then answers the whole catalogue with the member's state of each. */
export async function memberAchievements(db: Db, user: AuthUser): Promise<Catalogue> {
  const [facts, owned] = await Promise.all([memberFacts(db, user.id), ownedAchievements(db, user.id)]);
  const awarded = await insertEarned(db, user.id, achievementFacts(facts), owned);
  const rows = awarded.length > 0 ? await ownedAchievements(db, user.id) : owned;
  const byId = new Map(rows.map((row) => [row.achievementId, row]));
  const groups: AchievementGroups = { badges: [], milestones: [], streaks: [] };
  const all = new Map<number, Achievement>();
  for (const definition of ACHIEVEMENTS) {
    const row = byId.get(definition.id);
    const words = achievementWords(definition.id);
    const achievement: Achievement = {
      id: definition.id,
      achievementName: words.name,
      achieved: row !== undefined,
      displayed: row?.displayed ?? false,
      achievementValue: definition.id === GOAL_COUNT_BADGE_ID ? facts.goalsAchieved : definition.value,
      fileName: `badge-${definition.id}.svg`,
      completionDate: row ? completionDate(row.achievedAt, user.timeZone) : null,
      congratsMessage: words.congratsMessage,
      socialMediaTitle: words.socialMediaTitle,
      socialMediaMessage: words.socialMediaMessage,
      socialMediaImageUrl: null,
      webAlias: user.webAlias,
    };
    all.set(definition.id, achievement);
    groups[definition.category].push(achievement);
  }
  const latest = rows.slice(0, LATEST_COUNT).map((row) => all.get(row.achievementId)!);
  return { groups, latest, goalsCompleted: facts.goalsAchieved };
}

/** GetCustomerProfileInformation: the profile card (greeting, picture, level) and every achievement, grouped. */
export async function profileInformation(db: Db, user: AuthUser, now: Date): Promise<CustomerProfileInformation> {
  const [{ groups, latest, goalsCompleted }, coaching] = await Promise.all([
    memberAchievements(db, user),
    coachingFacts(db, user.id),
  ]);
  return { ...profileInfo(user, coaching, now), goalsCompleted, latestAchievements: latest, achievements: groups };
}

/** UpdateDisplayedBadge: the member closed the badge's modal. 404 unless the member has earned it. */
export async function markDisplayed(db: Db, userId: number, achievementId: number): Promise<void> {
  const updated = await db
    .update(userAchievements)
    .set({ displayed: true })
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ id: userAchievements.achievementId });
  if (updated.length === 0) throw notFound('Achievement not found.');
}
