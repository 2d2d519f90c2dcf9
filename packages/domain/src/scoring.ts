import { AREAS, areaById } from './areas.js';

/**
 * Combined life score: for each area, the sum of its
 * question scores plus that sum times the area weight; summed over areas and
 * rounded.
 */
export function combinedScore(areaSums: ReadonlyMap<number, number> | Record<number, number>): number {
  const sumFor = (areaId: number) =>
    areaSums instanceof Map ? (areaSums.get(areaId) ?? 0) : ((areaSums as Record<number, number>)[areaId] ?? 0);
  const total = AREAS.reduce((acc, area) => {
    const sum = sumFor(area.id);
    return acc + sum + sum * area.weight;
  }, 0);
  return Math.round(total);
}

/** The area score shown to the member: question sum / 10 with one decimal. */
export function areaDisplayScore(questionSum: number): number {
  return Math.round(questionSum) / 10;
}

/** The weight-adjusted contribution of one area to the combined score. */
export function weightedAreaScore(areaId: number, questionSum: number): number {
  return questionSum + questionSum * areaById(areaId).weight;
}
