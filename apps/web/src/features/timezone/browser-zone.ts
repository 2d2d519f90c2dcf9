import type { Session } from '@oola/domain';
import { api } from '../../lib/api';
import { updateSession } from '../../lib/session';

/** The browser's IANA zone ('America/New_York'), or null where it tells none. */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * Gives a signed-in account that has no zone yet the browser's, through the time-zone call, so its
 * times do not read in UTC (decision 087). A zone the server does not know leaves it unset: the
 * dashboard then asks for one.
 */
export async function adoptBrowserZone(session: Session): Promise<void> {
  const zone = browserTimeZone();
  if (session.timeZone || !zone) return;
  try {
    const saved = await api<{ definedTimeZoneId: string }>('PUT', 'customer/UpdateUserDefinedTimeZone', {
      userId: session.userId,
      definedTimeZoneId: zone,
    });
    updateSession({ timeZone: saved.definedTimeZoneId });
  } catch {
    // The time-zone prompt asks for it instead.
  }
}
