import type { CoachAchievement, CoachAchievementSection } from '@oola/domain';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The modal's four sections, in order: title and the coach's count so far. */
export const COACH_BADGE_SECTIONS: {
  key: CoachAchievementSection;
  title: string;
  summary: (badges: CoachAchievement[]) => string;
}[] = [
  {
    key: 'certifications',
    title: 'CERTIFICATIONS',
    summary: (badges) =>
      `${plural(badges.find((badge) => badge.achievementValue > 0)?.currentValue ?? 0, 'module', 'modules')} completed`,
  },
  {
    key: 'lifetimeClients',
    title: 'LIFETIME CLIENTS',
    summary: (badges) => `${plural(badges[0]?.currentValue ?? 0, 'client', 'clients')} coached`,
  },
  {
    key: 'clientActionSteps',
    title: 'CLIENT ACTION STEPS TAKEN',
    summary: (badges) => `${plural(badges[0]?.currentValue ?? 0, 'action step', 'action steps')} taken`,
  },
  {
    key: 'clientGoalsAchieved',
    title: 'CLIENT GOALS ACHIEVED',
    summary: (badges) => `${plural(badges[0]?.currentValue ?? 0, 'goal', 'goals')} achieved`,
  },
];
