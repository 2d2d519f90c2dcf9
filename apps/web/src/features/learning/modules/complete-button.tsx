import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ModuleDetail } from '@oola/domain';
import { useCompleteModule, useSetReviewStep } from '../api';
import type { RememberedModule } from './module-storage';
import { showCallError } from '../../../lib/show-error';
import { nextStepOf } from './next-step';

export interface CompleteButtonProps {
  /** Which module this is: the programme's or a course's (they complete through their own calls). */
  opened: RememberedModule;
  detail: ModuleDetail;
  /** Quick questions still unanswered: the button asks them again instead of completing. */
  unanswered: boolean;
  onAskQuestions: () => void;
}

/**
 * COMPLETE MODULE, then the dashboard; a module that leads on (mid-year review, next level) reads
 * its own text and moves the member's step after completing.
 */
export function CompleteButton({ opened, detail, unanswered, onAskQuestions }: CompleteButtonProps) {
  const navigate = useNavigate();
  const complete = useCompleteModule(opened);
  const setStep = useSetReviewStep();
  const next = nextStepOf(detail);
  const run = () => {
    if (unanswered) {
      onAskQuestions();
      return;
    }
    complete.mutate(undefined, {
      onError: showCallError,
      onSuccess: () => {
        if (!next) {
          navigate('/dashboard');
          return;
        }
        setStep.mutate(next.call, { onError: showCallError, onSuccess: () => navigate(next.to) });
      },
    });
  };
  if (!detail.displayCompleteButton) return null;
  const label = detail.isCompleted ? 'MODULE COMPLETED' : (next && detail.goToNextLevelDesc) || 'COMPLETE MODULE';
  return (
    <Button
      size="md"
      color="area5.7"
      disabled={detail.isCompleted}
      loading={complete.isPending || setStep.isPending}
      onClick={run}
    >
      {label}
    </Button>
  );
}
