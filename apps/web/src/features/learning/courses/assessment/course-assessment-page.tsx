import { useState } from 'react';
import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { USER_TYPE } from '@oola/domain';
import { PageLoader } from '../../../../ui/page-loader';
import { ApiError } from '../../../../lib/api';
import { useSession } from '../../../../lib/session';
import { SafeHtml } from '../../../../ui/safe-html';
import { BackButton } from '../../../../ui/back-button';
import { useCourseAssessment } from '../api';
import { AssessmentFlow } from './assessment-flow';
import { IntroVideoModal } from './intro-video-modal';

/** Why the assessment did not load; a course that is not the member's yet says how to get it. */
function LoadFailure({ error, courseId }: { error: Error | null; courseId: number }) {
  return (
    <Paper radius="lg" p="xl" withBorder shadow="xs" role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={24} c="brand.8">
          We could not open this assessment
        </Title>
        <Text c="dark.5">{error?.message}</Text>
        {error instanceof ApiError && error.status === 403 && (
          <Button component={Link} to={`/NewModuleWelcome?courseId=${courseId}`}>
            SEE THE PROGRAM AND ITS PRICE
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /AssesmentNewModules?courseId=: an additional course's assessment, after its intro video (when it
 * has one); COMPLETE saves it and leads to the course's welcome page.
 */
export default function CourseAssessmentPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const courseId = Math.max(0, Math.trunc(Number(params.get('courseId'))) || 0);
  const assessment = useCourseAssessment(courseId);
  const [introOpen, setIntroOpen] = useState(true);
  if (courseId === 0) {
    return <Navigate to={session?.userTypeId === USER_TYPE.nonSubscriber ? '/nonSubscriber' : '/dashboard'} replace />;
  }
  if (assessment.isPending) return <PageLoader />;
  const data = assessment.data;
  return (
    <Box bg="#f4f6fa" mih="calc(100vh - 68px)">
      <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Group>
            <BackButton label="BACK TO DASHBOARD" />
          </Group>
          {!data ? (
            <LoadFailure error={assessment.error} courseId={courseId} />
          ) : (
            <>
              <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder shadow="xs">
                <Stack gap="sm">
                  <Text fz="xs" fw={800} c="area1" style={{ letterSpacing: '0.08em' }}>
                    COURSE ASSESSMENT · {data.questions.length} QUESTIONS
                  </Text>
                  <Title order={1} fz={{ base: 24, sm: 30 }} c="brand.8" lh={1.2}>
                    <SafeHtml inline html={data.htmlTitle} />
                  </Title>
                  <SafeHtml html={data.htmlContent} c="dark.5" />
                  {data.introVideoUrl && (
                    <Group>
                      <Button variant="light" size="compact-md" onClick={() => setIntroOpen(true)}>
                        WATCH THE INTRODUCTION
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
              <AssessmentFlow assessment={data} />
              {data.introVideoUrl && (
                <IntroVideoModal
                  opened={introOpen}
                  url={data.introVideoUrl}
                  captionsUrl={data.introCaptionsUrl}
                  title={data.introTitle}
                  text={data.introText}
                  onClose={() => setIntroOpen(false)}
                />
              )}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
