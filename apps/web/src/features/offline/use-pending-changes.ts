import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { changesOf, onQueueChange } from './queue-store';
import type { ChangeKind, QueuedChange } from './queued-change';

/** The signed-in member's changes waiting on this device, oldest first (optionally only some kinds). */
export function usePendingChanges(kinds?: readonly ChangeKind[]): QueuedChange[] {
  const userId = useSession()?.userId ?? 0;
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void changesOf(userId)
        .then((list) => live && setChanges(list))
        .catch(() => live && setChanges([]));
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return kinds ? changes.filter((change) => kinds.includes(change.kind)) : changes;
}
