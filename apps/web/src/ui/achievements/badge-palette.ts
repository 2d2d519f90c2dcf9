import { achievementDefinition, GOAL_COUNT_BADGE_ID, type AchievementDefinition } from '@oola/domain';

export type BadgeShape = 'hexagon' | 'medal' | 'shield';
export type BadgeGlyph = 'wheel' | 'flag' | 'trophy' | 'steps' | 'flame' | 'sun' | 'cap' | 'people' | 'star';

export interface BadgeLook {
  shape: BadgeShape;
  glyph: BadgeGlyph;
  /** Outer gradient (light → dark), inner face, and the rim. */
  light: string;
  dark: string;
  face: string;
  rim: string;
  /** The number drawn and the word under it ('' for none). */
  number: string;
  caption: string;
}

const MILESTONE_TIERS = [
  { light: '#e3a469', dark: '#8a5a2b', face: '#fbe6d2', rim: '#6d431d' },
  { light: '#e4e9ef', dark: '#8592a3', face: '#f6f8fb', rim: '#5f6b7a' },
  { light: '#ffd866', dark: '#c8941a', face: '#fff4cf', rim: '#94690c' },
  { light: '#6fe0b0', dark: '#1d7a55', face: '#e0f8ee', rim: '#145a3e' },
  { light: '#b59bf5', dark: '#5236a6', face: '#efe8ff', rim: '#3a2478' },
];
const STREAK_TIERS = [
  { light: '#ffd27a', dark: '#f29b1d', face: '#fff3dc', rim: '#b86b00' },
  { light: '#ffb067', dark: '#f06b1f', face: '#ffeadb', rim: '#b0440b' },
  { light: '#ff8a6b', dark: '#d7263d', face: '#ffe3de', rim: '#97101f' },
  { light: '#f27aa8', dark: '#b3135b', face: '#ffe1ee', rim: '#7c0c3e' },
  { light: '#b98cf0', dark: '#6a1fb0', face: '#f1e5ff', rim: '#4a137d' },
];
const JOURNEY = { light: '#6891d4', dark: '#1f3a68', face: '#e9f0fb', rim: '#f6b221' };
const GOALS = { light: '#7fdc98', dark: '#2e9e4f', face: '#e6f7ea', rim: '#1d6e35' };
const GOAL_COUNT = { light: '#ffd866', dark: '#e08e0b', face: '#fff7dd', rim: '#2e9e4f' };
const FIRST_DAY = { light: '#ffe08a', dark: '#f6b221', face: '#fff8e1', rim: '#1f3a68' };

const JOURNEY_CAPTIONS: Record<number, string> = {
  2: 'MY WHEEL',
  3: 'MY GOALS',
  4: 'WELCOME',
  5: 'REVIEW',
  6: 'LEVEL 2',
  7: 'LEVEL 2+',
};

export const LOCKED_COLOURS = { light: '#e5e8ec', dark: '#b6bdc7', face: '#f4f5f7', rim: '#9aa2ad' };

const tierOf = <T>(tiers: T[], id: number, firstId: number): T => tiers[Math.min(4, Math.floor((id - firstId) / 5))]!;

function looksFor(definition: AchievementDefinition, goalsCompleted: number | undefined): BadgeLook {
  const { id, value } = definition;
  if (definition.category === 'milestones') {
    return {
      shape: 'medal',
      glyph: 'steps',
      number: String(value),
      caption: value === 1 ? 'STEP' : 'STEPS',
      ...tierOf(MILESTONE_TIERS, id, 26),
    };
  }
  if (definition.category === 'streaks') {
    return { shape: 'shield', glyph: 'flame', number: String(value), caption: 'DAYS', ...tierOf(STREAK_TIERS, id, 51) };
  }
  if (id === GOAL_COUNT_BADGE_ID) {
    return { shape: 'hexagon', glyph: 'trophy', number: String(goalsCompleted ?? 0), caption: 'GOALS', ...GOAL_COUNT };
  }
  if (definition.rule === 'streakDays')
    return { shape: 'hexagon', glyph: 'sun', number: '', caption: '', ...FIRST_DAY };
  if (definition.rule === 'goalsAchieved') {
    return { shape: 'hexagon', glyph: 'flag', number: String(value), caption: 'GOALS', ...GOALS };
  }
  return { shape: 'hexagon', glyph: 'wheel', number: '', caption: JOURNEY_CAPTIONS[value] ?? '', ...JOURNEY };
}

/** How badge `id` looks: shape by category, colour by tier, a glyph and its number. */
export function badgeLook(id: number, achieved: boolean, goalsCompleted?: number): BadgeLook {
  const definition = achievementDefinition(id) ?? { id, category: 'badges', rule: 'journeyStep', value: 0 };
  const look = looksFor(definition, goalsCompleted);
  return achieved ? look : { ...look, ...LOCKED_COLOURS };
}
