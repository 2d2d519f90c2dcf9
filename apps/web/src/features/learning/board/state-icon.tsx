import { LockGlyph } from '../../../ui/locked/lock-image';
import type { CardState } from './card-state';

function CheckGlyph() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} aria-hidden>
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

/** The small icon beside a card's state text. */
export function StateIcon({ state }: { state: CardState }) {
  if (state === 'completed') return <CheckGlyph />;
  if (state === 'unlocked') return <PlayGlyph />;
  return <LockGlyph size={14} />;
}
