import { areaById } from '@oola/domain';
import lifeAreas from '../../../../../../content/public/life-areas.json';

export interface LifeArea {
  name: string;
  color: string;
  text: string;
}

/** FITNESS, FINANCE, FAMILY, FIELD, FAITH, FRIENDS, FUN with their area colours. */
export const LIFE_AREAS: LifeArea[] = lifeAreas.map((area) => ({
  name: area.name,
  color: areaById(area.areaId).color,
  text: area.text,
}));
