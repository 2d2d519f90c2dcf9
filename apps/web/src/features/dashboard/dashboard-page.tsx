import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Container } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useCurrentStep } from '../../lib/current-step';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../app/shell/app-shell';
import { useProfileInfo } from './api';
import { BadgeAnnouncer } from './badges/badge-announcer';
import { DashboardGrid } from './dashboard-grid';
import { dashboardRedirect, rememberCoachCertificationDefaults, selectCertificationCourse } from './entry-rules';
import { storedActiveCoach } from './header/menu-rules';
import { TimeZoneGate } from './timezone/time-zone-gate';

/** /dashboard: the member's main page, after the entry rules. */
export default function DashboardPage() {
  const session = useSession();
  const { search } = useLocation();
  const step = useCurrentStep();
  const profile = useProfileInfo();
  const [tourDismissed, setTourDismissed] = useState(false);
  const isActiveCoach = Boolean(session?.isActiveCoach || profile.data?.isActiveCoach || storedActiveCoach());
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
  useEffect(() => {
    if (!step.isSuccess || redirect) return;
    if (isActiveCoach && stepId < 4) rememberCoachCertificationDefaults();
    if (certificationTour) selectCertificationCourse();
  }, [step.isSuccess, redirect, isActiveCoach, stepId, certificationTour]);

  if (!session) return <Navigate to="/" replace />;
  if (session.userTypeId === 4)
    return <Navigate to={dashboardRedirect({ userTypeId: 4, stepId, isActiveCoach, search })!} replace />;
  if (!step.isSuccess) return <PageLoader />;
  if (redirect) return <Navigate to={redirect} replace />;

  const profileReady = profile.isSuccess;
  const needsTimeZone = profileReady && !profile.data.definedTimeZoneId;
  return (
    <>
      {certificationTour && !tourDismissed && (
        <Box bg="#f4f6fa" pt="md">
          <Container size="xl">
            <Alert
              color="brand"
              radius="md"
              title="Your coach certification"
              withCloseButton
              onClose={() => setTourDismissed(true)}
            >
              The Mind and Body certification is in Additional Programs of the E-Learning.
            </Alert>
          </Container>
        </Box>
      )}
      <DashboardGrid
        locked={false}
        level={step.data.level}
        coachSection={profile.data?.enableMyCoachSection ?? false}
        showActionsSteps={new URLSearchParams(search).get('showActionsSteps') === '1'}
      />
      <TimeZoneGate />
      <BadgeAnnouncer paused={!profileReady || needsTimeZone} />
    </>
  );
}
