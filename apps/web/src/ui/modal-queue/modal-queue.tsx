import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FIRST_VISIT_TOURS, modalOnTurn, type ModalWishes, type QueuedModal } from './modal-order';
import { markTourShown, tourShownIn } from './tour-per-sign-in';

interface ModalQueue {
  onTurn: QueuedModal | null;
  wish: (modal: QueuedModal, wanted: boolean | undefined) => void;
  forget: (modal: QueuedModal) => void;
}

const ModalQueueContext = createContext<ModalQueue | null>(null);

/**
 * Holds the pop-ups that open by themselves and lets one at a time open, in MODAL_ORDER, and one
 * first-visit tour per sign-in (`signIn` names it; null when nobody is signed in).
 */
export function ModalQueueProvider({ children, signIn = null }: { children: ReactNode; signIn?: string | null }) {
  const [wishes, setWishes] = useState<ModalWishes>({});
  const [open, setOpen] = useState<QueuedModal | null>(null);
  const [tourShownFor, setTourShownFor] = useState(tourShownIn);
  const onTurn = modalOnTurn(open, wishes, signIn !== null && tourShownFor === signIn);
  // The one on turn is remembered as open, so that one wanting later does not push it aside.
  useEffect(() => setOpen(onTurn), [onTurn]);
  useEffect(() => {
    if (signIn === null || !onTurn || !FIRST_VISIT_TOURS.includes(onTurn)) return;
    markTourShown(signIn);
    setTourShownFor(signIn);
  }, [onTurn, signIn]);

  const wish = useCallback(
    (modal: QueuedModal, wanted: boolean | undefined) =>
      setWishes((current) =>
        modal in current && current[modal] === wanted ? current : { ...current, [modal]: wanted },
      ),
    [],
  );
  const forget = useCallback(
    (modal: QueuedModal) =>
      setWishes((current) => {
        if (!(modal in current)) return current;
        const { [modal]: _forgotten, ...rest } = current;
        return rest;
      }),
    [],
  );
  const queue = useMemo(() => ({ onTurn, wish, forget }), [onTurn, wish, forget]);
  return <ModalQueueContext.Provider value={queue}>{children}</ModalQueueContext.Provider>;
}

/**
 * A pop-up's place in the queue: `wanted` says whether it wants to open (undefined while it cannot tell
 * yet); the answer says whether it may open now. A pop-up that leaves the page leaves the queue.
 */
export function useModalTurn(modal: QueuedModal, wanted: boolean | undefined): boolean {
  const queue = useContext(ModalQueueContext);
  if (!queue) throw new Error('useModalTurn needs a ModalQueueProvider above it');
  const { wish, forget } = queue;
  useEffect(() => wish(modal, wanted), [wish, modal, wanted]);
  useEffect(() => () => forget(modal), [forget, modal]);
  return wanted === true && queue.onTurn === modal;
}
