/**
 * SLOT for the coach-selection modal (a member with no coach sees a
 * coach-selection modal here). The coaching issue replaces this
 * component's body with the modal; the customize page already renders it only
 * for a member without a coach.
 */
export function CoachSelectionSlot() {
  return null;
}
