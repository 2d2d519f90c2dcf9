import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentStep } from '../../lib/current-step';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/page-loader';
import { useProfileInfo } from '../../lib/profile-info';
import { BadgeAnnouncer } from '../achievements';
import { useWorksOffline } from '../offline';
import { DashboardGrid } from './dashboard-grid';
import { applyElearningEntry, dashboardRedirect } from './entry-rules';
import { TimeZoneGate } from '../timezone';

/** /dashboard: the member's main page, after the entry rules. */
export default function DashboardPage() {
  useWorksOffline();
  const session = useSession();
  const { search } = useLocation();
  const step = useCurrentStep();
  const profile = useProfileInfo();
  const isActiveCoach = Boolean(session?.isActiveCoach || profile.data?.isActiveCoach);
  const stepId = step.data?.userStepId ?? session?.userStepId ?? 0;
  const certificationTour = Boolean(
    step.data?.displayCoachCertificationTutorial ?? session?.displayCoachCertificationTutorial,
  );

  const redirect = useMemo(
    () =>
      session && step.isSuccess
        ? dashboardRedirect({ userTypeId: session.userTypeId, stepId, isActiveCoach, search })
        : null,
    [session, step.isSuccess, stepId, isActiveCoach, search],
  );
  // My E-Learning reads the stored tab and course when it mounts: they are set first.
  const [entryApplied, setEntryApplied] = useState(false);
  useEffect(() => {
    if (!step.isSuccess || redirect) return;
    applyElearningEntry({ isActiveCoach, stepId, certificationTutorial: certificationTour });
    setEntryApplied(true);
  }, [step.isSuccess, redirect, isActiveCoach, stepId, certificationTour]);

  if (!session) return <Navigate to="/" replace />;
  if (session.userTypeId === 4)
    return <Navigate to={dashboardRedirect({ userTypeId: 4, stepId, isActiveCoach, search })!} replace />;
  if (!step.isSuccess) return <PageLoader />;
  if (redirect) return <Navigate to={redirect} replace />;
  if (!entryApplied) return <PageLoader />;

  return (
    <>
      <DashboardGrid
        locked={false}
        level={step.data.level}
        coachSection={profile.data?.enableMyCoachSection ?? false}
        showActionsSteps={new URLSearchParams(search).get('showActionsSteps') === '1'}
        certificationTour={certificationTour}
      />
      <TimeZoneGate />
      <BadgeAnnouncer />
    </>
  );
}
