import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { BadgeAnnouncer } from '../achievements';
import { DashboardGrid } from './dashboard-grid';
import { nonSubscriberRedirect } from './entry-rules';
import { TimeZoneGate } from '../timezone';

/** /nonSubscriber: the dashboard of a non-subscriber, with every subscriber section locked behind an upgrade prompt. */
export default function NonSubscriberPage() {
  const session = useSession();
  const { search } = useLocation();
  if (!session) return <Navigate to="/" replace />;
  const redirect = nonSubscriberRedirect(session.userTypeId);
  if (redirect) return <Navigate to={`${redirect}${search}`} replace />;
  return (
    <>
      <DashboardGrid
        locked
        level={session.level}
        coachSection={false}
        showActionsSteps={new URLSearchParams(search).get('showActionsSteps') === '1'}
      />
      <TimeZoneGate />
      <BadgeAnnouncer />
    </>
  );
}
