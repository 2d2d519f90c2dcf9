import { useState } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { QueuedModal } from '../../ui/modal-queue/modal-order';
import { useModalTurn } from '../../ui/modal-queue/modal-queue';

interface BadgeAnnouncementOptions<Data, Badge extends { id: number }> {
  /** Its turn's name in the modal queue. */
  turn: QueuedModal;
  /** Where the owner's badges come from. */
  query: UseQueryResult<Data>;
  /** The badge to announce next, if any. */
  next: (data: Data | undefined) => Badge | undefined;
  markDisplayed: UseMutationResult<unknown, unknown, number>;
  /** Wait (another modal of the page is open). */
  paused?: boolean;
}

/**
 * Announces each newly earned badge once, in its turn of the modal queue: closing marks it displayed and
 * reloads the badges, which brings the next one, if any. `badge` is set while its modal is to show.
 */
export function useBadgeAnnouncement<Data, Badge extends { id: number }>({
  turn,
  query,
  next,
  markDisplayed,
  paused = false,
}: BadgeAnnouncementOptions<Data, Badge>) {
  const [closing, setClosing] = useState<number | null>(null);
  const badge = next(query.data);
  // Unknown while the badges load, and while the next one is looked up after a close.
  const known = query.isError || (query.isSuccess && closing === null);
  const shown = useModalTurn(turn, known ? !paused && badge !== undefined : undefined);
  const close = (closed: Badge) => {
    setClosing(closed.id);
    markDisplayed.mutate(closed.id, { onSettled: () => setClosing(null) });
  };
  return { badge: shown ? badge : undefined, close };
}
