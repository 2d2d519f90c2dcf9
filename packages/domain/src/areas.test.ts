import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, areaById } from './areas.js';

describe('areas', () => {
  it('lists the seven areas in id order with their colours and weights', () => {
    expect(AREAS.map((area) => [area.id, area.name, area.colorName, area.weight])).toEqual([
      [1, 'Fitness', 'green', 0.3],
      [2, 'Finance', 'light green', 0.2],
      [3, 'Family', 'amber', 0.1],
      [4, 'Faith', 'orange', 0],
      [5, 'Field', 'red', -0.1],
      [6, 'Friends', 'purple', -0.2],
      [7, 'Fun', 'navy', -0.3],
    ]);
    expect(AREA_IDS).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives every area a distinct hex colour', () => {
    const colours = AREAS.map((area) => area.color);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(colours).size).toBe(7);
  });

  it('finds an area by id and refuses an unknown id', () => {
    expect(areaById(5).name).toBe('Field');
    expect(() => areaById(8)).toThrow(RangeError);
    expect(() => areaById(0)).toThrow(RangeError);
  });
});
