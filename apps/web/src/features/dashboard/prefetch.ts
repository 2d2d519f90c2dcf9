import type { QueryClient } from '@tanstack/react-query';
import { currentStepQuery } from '../../lib/current-step';
import { getSession } from '../../lib/session';
import { coachingRoomQuery, coachingScheduleQuery } from '../coaching';
import { profileInformationQuery } from '../achievements';
import { elearningBoardQuery } from '../learning';
import { profileInfoQuery } from '../../lib/profile-info';
import { userProgressQuery } from '../../lib/user-progress';
import { dayActionsQuery } from '../tracker';
import { goalsByStatusQuery } from '../goals';
import { notificationsQuery } from '../notifications';
import { oolaScoresQuery } from '../oola-scores';
import { tasksQuery } from '../todo';
import { coursesQuery, globalStepsQuery, recommendedProductsQuery } from './api';
import { dashboardRedirect } from './entry-rules';

/**
 * Starts every call of the dashboard's first screen at once, while its scripts load (main.tsx runs it
 * for /dashboard before the first render), so no section waits for the page's entry rules, nor the
 * coach card for the profile. The sections' hooks then find their data in the cache or in flight.
 */
export async function prefetchDashboard(client: QueryClient): Promise<void> {
  const session = getSession();
  if (!session) return;
  const id = session.userId;
  const stepQuery = client.prefetchQuery(currentStepQuery(id));
  // Whoever the entry rules will send elsewhere (by the step the session knows) needs only the step.
  const { userTypeId, userStepId: stepId, isActiveCoach } = session;
  if (dashboardRedirect({ userTypeId, stepId, isActiveCoach, search: '' })) return stepQuery;
  const coach = client.fetchQuery(profileInfoQuery(id)).then((info) => {
    if (!info.enableMyCoachSection || info.coachId <= 0) return;
    return Promise.all([
      client.prefetchQuery(coachingRoomQuery({ coachId: info.coachId, clientId: id })),
      client.prefetchQuery(coachingScheduleQuery(info.coachId, id)),
    ]);
  });
  await Promise.allSettled([
    stepQuery,
    coach,
    client.prefetchQuery(notificationsQuery(id)),
    client.prefetchQuery(profileInformationQuery(id)),
    client.prefetchQuery(globalStepsQuery),
    client.prefetchQuery(userProgressQuery(id)),
    client.prefetchQuery(dayActionsQuery(id, 0)),
    client.prefetchQuery(tasksQuery(id)),
    client.prefetchQuery(goalsByStatusQuery(id)),
    client.prefetchQuery(oolaScoresQuery(id)),
    client.prefetchQuery(elearningBoardQuery(id, Math.min(Math.max(session.level, 1), 4))),
    client.prefetchQuery(coursesQuery),
    client.prefetchQuery(recommendedProductsQuery),
  ]);
}
