import { CERTIFICATION_STATUS } from '@oola/domain';
import type { CardState } from '../board/card-state';

/** The page of a certification module: its id is in the address, so a reload keeps it. */
export const certificationModulePath = (moduleId: number) => `/certificationModule?id=${moduleId}`;

/** A module's status (0 locked, 1 active, 2 completed) as the board's card states. */
export function certificationCardState(status: number): CardState {
  if (status === CERTIFICATION_STATUS.completed) return 'completed';
  return status === CERTIFICATION_STATUS.active ? 'unlocked' : 'locked';
}
