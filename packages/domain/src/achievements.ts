/**
 * The achievements catalogue, ids 1-75: which category each belongs to and the
 * rule that earns it. Shared by the server (awarding) and the client (drawing).
 * Names and messages are content (content/achievements.yaml).
 */
export type AchievementCategory = 'badges' | 'milestones' | 'streaks';

/**
 * journeyStep: the member's journey step reached (users.stepId ≥ value);
 * goalsAchieved: goals completed; stepsCompleted: action steps completed;
 * streakDays: longest run of consecutive days with the three daily actions done.
 */
export type AchievementRule = 'journeyStep' | 'goalsAchieved' | 'stepsCompleted' | 'streakDays';

export interface AchievementDefinition {
  id: number;
  category: AchievementCategory;
  rule: AchievementRule;
  value: number;
}

export interface AchievementFacts {
  journeyStep: number;
  goalsAchieved: number;
  stepsCompleted: number;
  longestStreak: number;
}

/** Id 8 is drawn with the member's goals-completed count instead of its threshold. */
export const GOAL_COUNT_BADGE_ID = 8;
/** Closing this badge's modal opens the dashboard tutorial video. */
export const WELCOME_BADGE_ID = 1;

const JOURNEY_BADGES: [number, number][] = [
  [1, 4],
  [2, 2],
  [3, 3],
  [4, 5],
  [5, 6],
  [6, 7],
];
const GOAL_THRESHOLDS = [3, 5, 7, 10, 14, 21, 25, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150];
const STEP_THRESHOLDS = [
  1, 10, 25, 50, 75, 100, 150, 200, 250, 300, 365, 400, 500, 600, 700, 800, 900, 1000, 1250, 1500, 2000, 2500, 3000,
  4000, 5000,
];
const STREAK_THRESHOLDS = [
  3, 5, 7, 10, 14, 21, 30, 45, 60, 75, 90, 100, 120, 150, 180, 200, 250, 300, 365, 400, 450, 500, 550, 600, 730,
];

function buildCatalogue(): AchievementDefinition[] {
  const list: AchievementDefinition[] = JOURNEY_BADGES.map(([id, step]) => ({
    id,
    category: 'badges',
    rule: 'journeyStep',
    value: step,
  }));
  list.push({ id: 7, category: 'badges', rule: 'streakDays', value: 1 });
  list.push({ id: GOAL_COUNT_BADGE_ID, category: 'badges', rule: 'goalsAchieved', value: 1 });
  GOAL_THRESHOLDS.forEach((value, index) =>
    list.push({ id: 9 + index, category: 'badges', rule: 'goalsAchieved', value }),
  );
  STEP_THRESHOLDS.forEach((value, index) =>
    list.push({ id: 26 + index, category: 'milestones', rule: 'stepsCompleted', value }),
  );
  STREAK_THRESHOLDS.forEach((value, index) =>
    list.push({ id: 51 + index, category: 'streaks', rule: 'streakDays', value }),
  );
  return list;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = buildCatalogue();

export function achievementDefinition(id: number): AchievementDefinition | undefined {
  return ACHIEVEMENTS[id - 1]?.id === id ? ACHIEVEMENTS[id - 1] : ACHIEVEMENTS.find((a) => a.id === id);
}

/** Whether the facts earn an achievement. */
export function isEarned(definition: AchievementDefinition, facts: AchievementFacts): boolean {
  switch (definition.rule) {
    case 'journeyStep':
      return facts.journeyStep >= definition.value;
    case 'goalsAchieved':
      return facts.goalsAchieved >= definition.value;
    case 'stepsCompleted':
      return facts.stepsCompleted >= definition.value;
    case 'streakDays':
      return facts.longestStreak >= definition.value;
  }
}
