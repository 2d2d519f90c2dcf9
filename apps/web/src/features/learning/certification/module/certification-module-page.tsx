import { useEffect, useState } from 'react';
import { Box, Container, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../../ui/page-loader';
import { BackButton } from '../../../../ui/back-button';
import { ModuleHeader } from '../../modules/module-header';
import { ModuleSections } from '../../modules/module-sections';
import { showCallError } from '../../../../lib/show-error';
import { QuizModal } from '../../quizzes/quiz-modal';
import { certificationKeys, useCertificationModuleDetail } from '../api';
import { FinishPanel } from './finish-panel';
import { ModuleNav } from './module-nav';
import { useCompleteAndMoveOn } from './use-complete-and-move-on';

/** One certification module: Watch and Read, then its quiz, its link and COMPLETE MODULE. */
function CertificationModule({ moduleId }: { moduleId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const detail = useCertificationModuleDetail(moduleId);
  const completion = useCompleteAndMoveOn();
  const [quizOpen, setQuizOpen] = useState(false);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (!detail.error) return;
    showCallError(detail.error);
    navigate('/Dashboard', { replace: true });
  }, [detail.error, navigate]);

  if (!detail.data) return <PageLoader />;
  const module = detail.data;
  return (
    <Box bg="#f4f6fa" mih="calc(100vh - 68px)">
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Group>
            <BackButton label="BACK TO DASHBOARD" />
          </Group>
          <ModuleHeader
            detail={{ ...module, unlockedDateText: `Coach certification · Module ${module.moduleNumber}` }}
          />
          <ModuleSections detail={{ id: module.moduleId, sections: module.sections }} />
          <FinishPanel
            module={module}
            onOpenQuiz={() => setQuizOpen(true)}
            onComplete={() => completion.run(module.moduleId)}
            completing={completion.pending}
            movingOn={completion.movingOn}
          />
          <ModuleNav module={module} />
        </Stack>
      </Container>
      {module.quizId !== null && (
        <QuizModal
          moduleId={module.moduleId}
          opened={quizOpen}
          onClose={() => setQuizOpen(false)}
          onPassed={() => void client.invalidateQueries({ queryKey: certificationKeys.all })}
        />
      )}
    </Box>
  );
}

/**
 * /certificationModule?id={moduleId}: a module of the coach certification. A locked or unknown one
 * sends the coach back to the dashboard with the reason; COMPLETE reloads the page onto the next one.
 */
export default function CertificationModulePage() {
  const [params] = useSearchParams();
  const moduleId = Number(params.get('id'));
  if (!Number.isInteger(moduleId) || moduleId <= 0) return <Navigate to="/Dashboard" replace />;
  return <CertificationModule key={moduleId} moduleId={moduleId} />;
}
