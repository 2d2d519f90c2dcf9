import { pathLength } from '@oola/domain';
import type { CatalogueModule, PathPositions } from './catalogue-types.js';

export interface PathCatalogue {
  general: (CatalogueModule & { positions: PathPositions })[];
  areas: (CatalogueModule & { area: number })[];
}

/**
 * The personalised path of a level, month by month (decision 035): the general modules keep their
 * months (the start, the mid-year and the year-end modules); the other months go to the area
 * modules, the member's weakest areas first (lowest score in the path assessment; ties by area
 * number). Level 1's 9 months leave out its strongest areas.
 */
export function choosePathModules(catalogue: PathCatalogue, level: number, areaScores: Map<number, number>): string[] {
  const months = pathLength(level);
  const slots: (string | null)[] = Array.from({ length: months }, () => null);
  for (const module of catalogue.general) {
    const month = level <= 1 ? module.positions.levelOne : module.positions.higher;
    if (month !== null && month <= months) slots[month - 1] = module.content.key;
  }
  const byNeed = [...catalogue.areas].sort(
    (a, b) => (areaScores.get(a.area) ?? 0) - (areaScores.get(b.area) ?? 0) || a.area - b.area,
  );
  for (let index = 0; index < slots.length; index += 1) {
    if (slots[index] === null) slots[index] = byNeed.shift()?.content.key ?? null;
  }
  return slots.filter((key): key is string => key !== null);
}
