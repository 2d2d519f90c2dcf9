import { useCallback, useEffect, useState } from 'react';
import { Box, Container, Group, Stack } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useModuleDetail } from '../api';
import { BackButton } from '../../../ui/back-button';
import { rememberedModule } from './module-storage';
import { showCallError } from '../../../lib/show-error';
import { CompleteButton } from './complete-button';
import { ModuleHeader } from './module-header';
import { ModuleSections } from './module-sections';
import { QuickQuestionModal } from './quick-question-modal';
import { useReached } from './use-reached';

/**
 * /moduleVip and /ELearning: the module a board card opened (kept in localStorage), of the programme
 * or of an additional course. A module that cannot be opened (locked, unknown) sends the member back
 * to the dashboard with the reason. Its quick questions are asked once the member has watched and
 * read: on reaching the Do section (the last one), or on COMPLETE MODULE.
 */
export default function ModulePage() {
  const navigate = useNavigate();
  const [opened] = useState(rememberedModule);
  const detail = useModuleDetail(opened);
  const [asking, setAsking] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  const lastSectionRef = useReached(ask);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (!detail.error) return;
    showCallError(detail.error);
    navigate('/Dashboard', { replace: true });
  }, [detail.error, navigate]);

  if (!opened.id) return <Navigate to="/Dashboard" replace />;
  if (!detail.data) return <PageLoader />;
  const module = detail.data;
  const unanswered = module.questions.some((question) => question.selectedOptionId === null);
  return (
    <Box bg="#f4f6fa" mih="calc(100vh - 68px)">
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <ModuleHeader detail={module} />
          <ModuleSections detail={module} lastSectionRef={lastSectionRef} />
          <Group justify="space-between">
            <BackButton />
            <CompleteButton opened={opened} detail={module} unanswered={unanswered} onAskQuestions={ask} />
          </Group>
        </Stack>
      </Container>
      {module.questions.length > 0 && (
        <QuickQuestionModal
          moduleId={module.id}
          questions={module.questions}
          opened={unanswered && asking}
          onClose={() => setAsking(false)}
        />
      )}
    </Box>
  );
}
