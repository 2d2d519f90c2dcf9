import { dateTimeFormat } from '@oola/domain';
import { useSession } from '../../lib/session';

/** The member's chosen time zone, in which every payment date is shown (UTC until one is chosen, as the server does). */
export function useMemberZone(): string {
  return useSession()?.timeZone || 'UTC';
}

/** November 27, 2026 in the zone. */
export const longDate = (iso: string, timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** Nov 27, 2026 in the zone. */
export const shortDate = (iso: string, timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** November 27, 2026 at 4:05 AM MST: the zone's short name, for a receipt. */
export const dateAndTime = (iso: string, timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
