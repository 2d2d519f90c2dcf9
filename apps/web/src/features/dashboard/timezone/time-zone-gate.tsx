import { useProfileInfo } from '../api';
import { TimeZoneModal } from './time-zone-modal';

/** Opens the time zone modal in its first-time mode (it cannot be closed) while the member has no zone. */
export function TimeZoneGate() {
  const profile = useProfileInfo();
  const missing = profile.isSuccess && !profile.data.definedTimeZoneId;
  if (!missing) return null;
  return <TimeZoneModal opened mode="first" currentZone={null} onClose={() => {}} />;
}
