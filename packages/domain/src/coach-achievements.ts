/**
 * The coach achievements catalogue: four sections, the rule that earns each badge and its threshold.
 * Shared by the server (awarding) and the client (drawing, "what is needed"). Names and messages are
 * content (content/coach-achievements.yaml). Ids are grouped by section: 101-, 201-, 301-, 401-.
 */
export type CoachAchievementSection =
  'certifications' | 'lifetimeClients' | 'clientActionSteps' | 'clientGoalsAchieved';

/**
 * certificationModules: modules of the certification course (1009) completed;
 * perfectCertificationQuizzes: certification quizzes with an attempt scored 100%;
 * lifetimeClients: members who ever chose the coach; clientActionSteps: action steps those members
 * completed; clientGoalsAchieved: goals those members completed.
 */
export type CoachAchievementRule =
  | 'certificationModules'
  | 'perfectCertificationQuizzes'
  | 'lifetimeClients'
  | 'clientActionSteps'
  | 'clientGoalsAchieved';

export type CoachAchievementFacts = Record<CoachAchievementRule, number>;

export interface CoachAchievementDefinition {
  id: number;
  section: CoachAchievementSection;
  rule: CoachAchievementRule;
  value: number;
}

export const COACH_ACHIEVEMENT_SECTIONS: readonly CoachAchievementSection[] = [
  'certifications',
  'lifetimeClients',
  'clientActionSteps',
  'clientGoalsAchieved',
];

/**
 * The certification's modules completed: 0 (a certified coach, welcome), the first module, then the
 * end of each of the course's three sections (3, 6 and 9 modules).
 */
export const CERTIFICATION_MODULE_THRESHOLDS = [0, 1, 3, 6, 9] as const;
/** The certification's three quizzes, each passed once with 100%. */
export const PERFECT_QUIZZES_THRESHOLD = 3;

const LADDERS: [CoachAchievementSection, CoachAchievementRule, number[]][] = [
  ['lifetimeClients', 'lifetimeClients', [1, 3, 5, 10, 25, 50, 100, 250]],
  ['clientActionSteps', 'clientActionSteps', [1, 50, 100, 250, 500, 1000, 2500, 5000, 10000]],
  ['clientGoalsAchieved', 'clientGoalsAchieved', [1, 5, 10, 25, 50, 100, 250, 500]],
];

function buildCatalogue(): CoachAchievementDefinition[] {
  const list: CoachAchievementDefinition[] = CERTIFICATION_MODULE_THRESHOLDS.map((value, index) => ({
    id: 101 + index,
    section: 'certifications',
    rule: 'certificationModules',
    value,
  }));
  list.push({
    id: 101 + CERTIFICATION_MODULE_THRESHOLDS.length,
    section: 'certifications',
    rule: 'perfectCertificationQuizzes',
    value: PERFECT_QUIZZES_THRESHOLD,
  });
  LADDERS.forEach(([section, rule, values], ladder) =>
    values.forEach((value, index) => list.push({ id: (ladder + 2) * 100 + index + 1, section, rule, value })),
  );
  return list;
}

export const COACH_ACHIEVEMENTS: readonly CoachAchievementDefinition[] = buildCatalogue();

export function coachAchievementDefinition(id: number): CoachAchievementDefinition | undefined {
  return COACH_ACHIEVEMENTS.find((definition) => definition.id === id);
}

/** Whether the coach's facts earn a badge. */
export const isCoachAchievementEarned = (definition: CoachAchievementDefinition, facts: CoachAchievementFacts) =>
  facts[definition.rule] >= definition.value;
