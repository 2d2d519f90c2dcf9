import dayjs from 'dayjs';
import type { OolaWheel } from '@oola/domain';
import type { WheelSlice } from '../../ui/wheel';

/** 'March 05, 2026' (the spec's 'MMMM dd, yyyy'). */
export function wheelDate(wheel: OolaWheel): string {
  return dayjs(wheel.completionDate).format('MMMM DD, YYYY');
}

export function wheelSlices(wheel: OolaWheel): WheelSlice[] {
  return wheel.slices.map((slice) => ({ areaId: slice.id, score: slice.score }));
}
