import { useModalTurn } from '../../ui/modal-queue/modal-queue';
import { useProfileInfo } from '../../lib/profile-info';
import { TimeZoneModal } from './time-zone-modal';

/**
 * Opens the time zone modal in its first-time mode (it cannot be closed) while the member has no zone:
 * the first in the modal queue.
 */
export function TimeZoneGate() {
  const profile = useProfileInfo();
  const missing = profile.isSuccess ? !profile.data.definedTimeZoneId : profile.isError ? false : undefined;
  const shown = useModalTurn('time-zone', missing);
  if (!shown) return null;
  return <TimeZoneModal opened mode="first" currentZone={null} onClose={() => {}} />;
}
