import { Box, Container, Grid, Stack } from '@mantine/core';
import { useSettings } from '../../lib/settings';
import { CertificationTour } from '../learning';
import { StreakPausedBanner } from '../streak-pause';
import { VerifyEmailNotice } from '../email-verification';
import { PushOffer } from '../push';
import { TrackerSection } from '../tracker';
import { MyGoals } from '../goals';
import { OolaScore } from '../oola-scores';
import { DashboardFooter } from './sections/dashboard-footer';
import { GlobalCounter } from './sections/global-counter';
import { MyCoach } from './sections/my-coach';
import { MyELearning } from './sections/my-elearning';
import { MyProgress } from './sections/my-progress';
import { MyRecommendations } from './sections/recommendations';
import { ProfileCard } from './sections/profile-card';

export interface DashboardGridProps {
  /** Non-subscriber view: to-do, goals, breakthrough, path, coach and goals completed are locked. */
  locked: boolean;
  level: number;
  coachSection: boolean;
  showActionsSteps: boolean;
  /** The tour step about the coach certification is due (undefined while that is not known yet). */
  certificationTour?: boolean;
}

/** The dashboard's sections: a grid on desktop, one column on phones. */
export function DashboardGrid(props: DashboardGridProps) {
  const { locked, level, coachSection, showActionsSteps, certificationTour } = props;
  const { brandName } = useSettings();
  return (
    <Box bg="#f4f6fa" mih="calc(100vh - 68px)">
      <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <VerifyEmailNotice />
        <StreakPausedBanner />
        <PushOffer />
        <Grid gap={{ base: 'md', md: 'lg' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ProfileCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg" h="100%">
              <GlobalCounter />
              <MyProgress locked={locked} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TrackerSection initialTab={showActionsSteps ? 'daily' : 'tracker'} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MyGoals locked={locked} />
          </Grid.Col>
          <Grid.Col span={12}>
            <OolaScore brand={brandName} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CertificationTour due={locked ? false : certificationTour}>
              <MyELearning level={level} locked={locked} />
            </CertificationTour>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <MyCoach locked={locked} hasCoach={coachSection} brand={brandName} />
          </Grid.Col>
          <Grid.Col span={12}>
            <MyRecommendations />
          </Grid.Col>
        </Grid>
        <DashboardFooter brand={brandName} />
      </Container>
    </Box>
  );
}
