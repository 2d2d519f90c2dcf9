/**
 * The scale members a spread run reads as: each request of a scenario goes to the next member, so
 * most reads find the member's rows outside PostgreSQL's buffers, as on a busy day, unlike the
 * demo member whose pages stay hot. Each scale member has a live session whose token the filler
 * derived from its number (members.ts), so no sign-in is needed.
 */
import type { BenchContext } from '../scenario';
import { MEMBER_ID_BASE, scaleFromEnv } from './scale';

/** Plain subscribers on the dashboard: not a non-subscriber (g % 10 = 3), not at step 5 or 6 (g % 20 < 2). */
function isDashboardSubscriber(member: number): boolean {
  return member % 10 !== 3 && member % 20 >= 2;
}

/** Up to `count` dashboard subscribers, spread evenly over all the scale members. */
export function spreadMembers(count: number): BenchContext[] {
  const { members } = scaleFromEnv();
  const subscribers = Array.from({ length: members }, (_, index) => index + 1).filter(isDashboardSubscriber);
  const step = Math.max(1, Math.floor(subscribers.length / count));
  return subscribers
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map((member) => ({ userId: MEMBER_ID_BASE + member, token: `scale-${member}-0` }));
}
