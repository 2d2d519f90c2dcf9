import { z } from 'zod';
import { AREAS, GOALS, type RecommendedGoalsResponse } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const recommendedGoalsContent = z.object({
  areas: z
    .array(
      z.object({
        areaId: z.number().int().min(1).max(7),
        goals: z.array(z.string().min(1).max(300)).length(GOALS.recommendedPerArea),
      }),
    )
    .length(AREAS.length),
});

/** GET goals/{userId}: the seven areas with their six recommended goals (content/recommended-goals.yaml). */
export function recommendedGoals(): RecommendedGoalsResponse {
  const content = loadContent('recommended-goals', recommendedGoalsContent);
  return {
    areas: AREAS.map((area) => ({
      areaId: area.id,
      name: area.name,
      color: area.color,
      recommendedGoals: content.areas.find((entry) => entry.areaId === area.id)?.goals ?? [],
    })),
  };
}
