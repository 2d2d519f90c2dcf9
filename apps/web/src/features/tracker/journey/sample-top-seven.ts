import { AREAS, type TopSevenGoalsResponse } from '@oola/domain';

const SAMPLE_TEXTS = [
  'Walk 10,000 steps a day, five days a week',
  'Build an emergency fund that covers three months of expenses',
  'Eat dinner together as a family five nights a week',
  'Write three things I am grateful for every night',
  'Finish a professional course or certification',
  'Reconnect with an old friend every month',
  'Take a trip to a place I have never been',
];

/** The built-in sample of seven goals, one per area, shown when the top 7 cannot be loaded. */
export const SAMPLE_TOP_SEVEN: TopSevenGoalsResponse['topGoals'] = AREAS.map((area, index) => ({
  id: -(index + 1),
  color: area.color,
  order: index + 1,
  text: SAMPLE_TEXTS[index]!,
  completedByDate: `${new Date().getFullYear() + 1}-01-01`,
  areaId: area.id,
  isOneGoal: index === 0,
}));
