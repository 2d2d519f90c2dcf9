import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Center, Container, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { STEP, stepsScreenFor } from '@oola/domain';
import { StepThree } from '../tracker';
import { GoalReview, StepTwo } from '../goals';
import { ApiError, SERVER_ERROR_MESSAGE } from '../../lib/api';
import { currentStepKey, useCurrentStep } from '../../lib/current-step';
import { useSession } from '../../lib/session';
import { StepperHeader } from '../../ui/stepper-header';
import { LEVEL_TWO_LABELS, LEVEL_TWO_TITLE } from './level-two/level-two';
import { StepOne } from './step-one/step-one';

// Steps 2 and 3 and the goal review load their own chunks (drag and drop, date picker).

const ASSESSMENT_STEPS: number[] = [STEP.assessment, STEP.midYearReview, STEP.levelTwoStepOne];

/**
 * /steps: the screen of the member's refreshed step. An assessment stays on
 * screen after its last save moved the step on, until the member leaves its
 * final wheel.
 */
export default function StepsPage() {
  const session = useSession();
  const step = useCurrentStep();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [held, setHeld] = useState<number | null>(null);
  const [stepThreeDone, setStepThreeDone] = useState(false);
  const live = step.data?.userStepId;

  useEffect(() => {
    // A 401 signs out (api); any other failure of the step lookup is the server's.
    if (step.error && !(step.error instanceof ApiError && step.error.status === 401))
      window.alert(SERVER_ERROR_MESSAGE);
  }, [step.error]);

  useEffect(() => {
    if (held === null && live !== undefined && ASSESSMENT_STEPS.includes(live)) setHeld(live);
  }, [held, live]);

  if (!session) return null;
  if (live === undefined) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const finish = async (to?: string) => {
    await queryClient.invalidateQueries({ queryKey: currentStepKey(session.userId) });
    setHeld(null);
    if (to) void navigate(to);
    window.scrollTo({ top: 0 });
  };

  const screen = stepsScreenFor(held ?? live, session.userTypeId);
  if (screen.kind === 'redirect') return <Navigate to={screen.to} replace />;

  let header: ReactNode = <StepperHeader active={0} />;
  let body = <StepOne mode="stepOne" finishLabel="START STEP 2" onFinish={() => void finish()} />;
  if (screen.kind === 'step' && screen.step === 2) {
    header = <StepperHeader active={1} />;
    body = <StepTwo />;
  } else if (screen.kind === 'step' && screen.step === 3) {
    header = stepThreeDone ? null : <StepperHeader active={2} />;
    body = <StepThree onTrackerDone={() => setStepThreeDone(true)} />;
  } else if (screen.kind === 'midYearReview') {
    header = <StepperHeader active={0} title="Mid-year review" />;
    body = <StepOne mode="midYear" finishLabel="DASHBOARD" onFinish={() => void finish('/dashboard')} />;
  } else if (screen.kind === 'levelTwo') {
    header = <StepperHeader active={screen.step === 6 ? 0 : 1} title={LEVEL_TWO_TITLE} labels={LEVEL_TWO_LABELS} />;
    body =
      screen.step === 6 ? (
        <StepOne mode="levelTwo" finishLabel="CONTINUE" onFinish={() => void finish()} />
      ) : (
        <GoalReview onComplete={(result) => void navigate(`/LevelComplete?level=${Math.max(1, result.level - 1)}`)} />
      );
  }
  return (
    <Container size="lg" pb={64}>
      {header}
      {body}
    </Container>
  );
}
