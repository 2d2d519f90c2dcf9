import { useState } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { QueuedModal } from '../../ui/modal-queue/modal-order';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';

interface BadgeAnnouncementOptions<Data, Badge extends { id: number }> {
  /** Its turn's name in the modal queue. */
  turn: QueuedModal;
  /** Where the owner's badges come from. */
  query: UseQueryResult<Data>;
  /** The badges earned and not announced yet, in the order they are shown. */
  pending: (data: Data | undefined) => Badge[];
  markDisplayed: UseMutationResult<unknown, unknown, number>;
  /** Wait (another modal of the page is open). */
  paused?: boolean;
}

/**
 * Announces the newly earned badges once, together in one modal, in its turn of the modal queue: closing
 * marks each displayed and reloads the badges. `badges` is non-empty while the modal is to show.
 */
export function useBadgeAnnouncement<Data, Badge extends { id: number }>({
  turn,
  query,
  pending,
  markDisplayed,
  paused = false,
}: BadgeAnnouncementOptions<Data, Badge>) {
  const [closing, setClosing] = useState(false);
  const badges = pending(query.data);
  // Unknown while the badges load, and while they are marked displayed after a close.
  const known = query.isError || (query.isSuccess && !closing);
  const shown = useModalTurn(turn, known ? !paused && badges.length > 0 : undefined);
  const close = (closed: Badge[]) => {
    setClosing(true);
    // One after another: each answer reloads the badges, and the last one's reload is the one kept.
    void closed
      .reduce<Promise<unknown>>(
        (previous, badge) => previous.then(() => markDisplayed.mutateAsync(badge.id)).catch(() => undefined),
        Promise.resolve(),
      )
      .finally(() => setClosing(false));
  };
  return { badges: shown ? badges : [], close };
}
