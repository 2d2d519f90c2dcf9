/**
 * The seven life areas, ids 1-7 in the order of the colour and weight table
 * below: Faith is area 4 and Field is area 5.
 */
export interface Area {
  id: number;
  name: string;
  /** Short colour name used by the spec. */
  colorName: string;
  /** Hex colour used by the UI (wheel slices, tabs, badges). */
  color: string;
  /** Weight used by the combined score (scoring.ts). */
  weight: number;
}

export const AREAS: readonly Area[] = [
  { id: 1, name: 'Fitness', colorName: 'green', color: '#2e9e4f', weight: 0.3 },
  { id: 2, name: 'Finance', colorName: 'light green', color: '#8cc63f', weight: 0.2 },
  { id: 3, name: 'Family', colorName: 'amber', color: '#f6b221', weight: 0.1 },
  { id: 4, name: 'Faith', colorName: 'orange', color: '#f15a29', weight: 0 },
  { id: 5, name: 'Field', colorName: 'red', color: '#d7263d', weight: -0.1 },
  { id: 6, name: 'Friends', colorName: 'purple', color: '#7b3f98', weight: -0.2 },
  { id: 7, name: 'Fun', colorName: 'navy', color: '#1f3a68', weight: -0.3 },
];

export const AREA_IDS = AREAS.map((area) => area.id);

export function areaById(id: number): Area {
  const area = AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new RangeError(`Unknown area id ${id}`);
  return area;
}
