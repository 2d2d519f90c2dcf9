/**
 * The pop-ups that open by themselves (not from a click), in the one order they take turns in:
 * at most one is open, and the next opens after the previous closes (decision 054).
 */
export const MODAL_ORDER = [
  /** The first-time time zone choice: it cannot be closed, and every other pop-up speaks in that zone. */
  'time-zone',
  /** A member's own coaching room, when its address asked for it (a member opening /coachingRoom/{id}). */
  'coaching-room',
  /** YOU MISSED A DAY: START OVER or KEEP GOING decides what today's tracker shows. */
  'missed-day',
  /** The dashboard tutorial video: right after the Welcome Aboard badge that opens it. */
  'tutorial-video',
  /** New achievement modals of the member dashboard, one badge after another. */
  'badge',
  /** The dashboard's tour step pointing a new coach to the certification. */
  'certification-tour',
  /** The coach portal's welcome modal (steps 1 to 3). */
  'coach-welcome',
  /** New badge modals of the coach portal, one after another. */
  'coach-badge',
] as const;

export type QueuedModal = (typeof MODAL_ORDER)[number];

/** The first-visit tours: at most one opens per sign-in, the others wait for a later one (decision 089). */
export const FIRST_VISIT_TOURS: readonly QueuedModal[] = ['tutorial-video', 'certification-tour', 'coach-welcome'];

/**
 * What each pop-up says now: it wants to open (true), it does not (false), or it cannot tell yet
 * (undefined: its data is loading, or the next badge is being looked up).
 */
export type ModalWishes = Partial<Record<QueuedModal, boolean | undefined>>;

/**
 * The pop-up whose turn it is. The one open stays open while it wants to; otherwise the first one,
 * in MODAL_ORDER, that wants to open, unless a pop-up before it cannot tell yet (it waits for it).
 * Once this sign-in has shown a tour (`tourTaken`), the other tours do not open.
 */
export function modalOnTurn(open: QueuedModal | null, wishes: ModalWishes, tourTaken = false): QueuedModal | null {
  if (open && wishes[open] === true) return open;
  for (const modal of MODAL_ORDER) {
    const wish = tourTaken && FIRST_VISIT_TOURS.includes(modal) ? false : wishes[modal];
    if (wish === true) return modal;
    if (modal in wishes && wish === undefined) return null;
  }
  return null;
}
