import { COACH_ACHIEVEMENTS, coachAchievementDefinition, type CoachAchievementDefinition } from '@oola/domain';
import { LOCKED_COLOURS, type BadgeLook } from '../../ui/achievements';

/** Colours by tier, lightest first: a section's later badges look more precious. */
const TIERS = [
  { light: '#e3a469', dark: '#8a5a2b', face: '#fbe6d2', rim: '#6d431d' },
  { light: '#e4e9ef', dark: '#8592a3', face: '#f6f8fb', rim: '#5f6b7a' },
  { light: '#ffd866', dark: '#c8941a', face: '#fff4cf', rim: '#94690c' },
  { light: '#6fe0b0', dark: '#1d7a55', face: '#e0f8ee', rim: '#145a3e' },
  { light: '#b59bf5', dark: '#5236a6', face: '#efe8ff', rim: '#3a2478' },
];
const CERTIFICATION = { light: '#6891d4', dark: '#1f3a68', face: '#e9f0fb', rim: '#f6b221' };
const PERFECT = { light: '#ffe08a', dark: '#f6b221', face: '#fff8e1', rim: '#1f3a68' };

/** The tier of the index-th badge of a section of `count` (the last one always the top tier). */
const tierOf = (index: number, count: number) =>
  TIERS[Math.min(TIERS.length - 1, Math.floor((index * TIERS.length) / Math.max(1, count - 1)))]!;

/** 1000 → '1K', so four- and five-digit thresholds fit the badge's face. */
const short = (value: number) => (value >= 1000 ? `${value / 1000}K` : String(value));

function looksFor(definition: CoachAchievementDefinition, index: number, count: number): BadgeLook {
  const { rule, value } = definition;
  if (rule === 'perfectCertificationQuizzes') {
    return { shape: 'hexagon', glyph: 'star', number: '100%', caption: 'QUIZZES', ...PERFECT };
  }
  if (rule === 'certificationModules') {
    if (value === 0) return { shape: 'hexagon', glyph: 'cap', number: '', caption: 'CERTIFIED', ...CERTIFICATION };
    return {
      shape: 'hexagon',
      glyph: 'cap',
      number: String(value),
      caption: value === 1 ? 'MODULE' : 'MODULES',
      ...CERTIFICATION,
    };
  }
  const tier = tierOf(index, count);
  if (rule === 'lifetimeClients') {
    return {
      shape: 'hexagon',
      glyph: 'people',
      number: short(value),
      caption: value === 1 ? 'CLIENT' : 'CLIENTS',
      ...tier,
    };
  }
  if (rule === 'clientActionSteps') {
    return { shape: 'medal', glyph: 'steps', number: short(value), caption: value === 1 ? 'STEP' : 'STEPS', ...tier };
  }
  return { shape: 'shield', glyph: 'flag', number: short(value), caption: value === 1 ? 'GOAL' : 'GOALS', ...tier };
}

/** How coach badge `id` looks, in the member badges' style: shape by section, colour by tier. */
export function coachBadgeLook(id: number, achieved: boolean): BadgeLook {
  const definition = coachAchievementDefinition(id) ?? {
    id,
    section: 'certifications',
    rule: 'certificationModules',
    value: 0,
  };
  const siblings = COACH_ACHIEVEMENTS.filter((candidate) => candidate.section === definition.section).map(
    (candidate) => candidate.id,
  );
  const look = looksFor(definition, siblings.indexOf(id), siblings.length);
  return achieved ? look : { ...look, ...LOCKED_COLOURS };
}
