import confetti from 'canvas-confetti';
import { AREAS, CONFETTI_PIECES } from '@oola/domain';

/** About 700 pieces in the area colours, from both sides. */
export function fireConfetti(): void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const colors = AREAS.map((area) => area.color);
  const half = Math.round(CONFETTI_PIECES / 2);
  void confetti({ particleCount: half, angle: 60, spread: 70, origin: { x: 0, y: 0.7 }, colors });
  void confetti({ particleCount: CONFETTI_PIECES - half, angle: 120, spread: 70, origin: { x: 1, y: 0.7 }, colors });
}
