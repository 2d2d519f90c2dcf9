import { colorsTuple, type MantineColorsTuple } from '@mantine/core';
import { AREAS } from '@oola/domain';

/** One Mantine colour per life area, named area1 … area7 (the theme registers them). */
export const areaColorTuples = Object.fromEntries(
  AREAS.map((area) => [areaColor(area.id), colorsTuple(area.color)]),
) as Record<string, MantineColorsTuple>;

/** The theme colour of a life area: its fills, and text in a tone that reaches 4.5:1 (the theme's cssVariablesResolver). */
export function areaColor(areaId: number): string {
  return `area${areaId}`;
}
