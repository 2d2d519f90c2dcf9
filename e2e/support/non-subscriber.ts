import type { Page } from '@playwright/test';
import { bearer, dismissBadges } from './elearning';
import { signInAs } from './session';

/**
 * Signs in 1008, the non-subscriber, with a time zone chosen and every badge seen, so that no modal
 * covers the page.
 */
export async function signInNonSubscriber(page: Page): Promise<{ token: string; userId: number }> {
  const session = await signInAs(page, 1008);
  await page.request.put('/api/customer/UpdateUserDefinedTimeZone', {
    headers: bearer(session.token),
    data: { userId: 1008, definedTimeZoneId: 'America/Denver' },
  });
  await dismissBadges(page.request, 1008, session.token);
  return session;
}
