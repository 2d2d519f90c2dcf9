import type { ElearningModuleCard } from '@oola/domain';

export type CardState = 'completed' | 'unlocked' | 'locked';

/** Where a module card stands for the member: only an unlocked card opens. */
export function cardState(card: ElearningModuleCard): CardState {
  if (!card.isUnlocked || !card.isEnabled) return 'locked';
  return card.isCompleted ? 'completed' : 'unlocked';
}

export const CARD_STATE_TEXT: Record<CardState, string> = {
  completed: 'Completed',
  unlocked: 'Ready to start',
  locked: 'Locked',
};
