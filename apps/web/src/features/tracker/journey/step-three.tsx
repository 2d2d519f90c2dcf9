import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { STEP } from '@oola/domain';
import { currentStepKey } from '../../../lib/current-step';
import { getSession, updateSession } from '../../../lib/session';
import { IntroVideo } from '../../../ui/intro-video';
import { useDayActions } from '../api';
import { useTopSevenGoals } from './api';
import { EstablishActions } from './establish-actions';
import { StepThreeTracker } from './step-three-tracker';
import { STEP_THREE_VIDEO } from './videos';

const SUB_STEP = { video: 0, actions: 1, tracker: 2 } as const;

function Loading() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

/**
 * Step 3, 'how you get there': intro video, daily actions, then the three-click
 * tracker (the dashboard's, on today's actions). `onTrackerDone` tells the page when
 * the third click landed, so it can hide the stepper header as the spec says.
 */
export function StepThree({ onTrackerDone }: { onTrackerDone?: () => void }) {
  const topSeven = useTopSevenGoals();
  const [subStep, setSubStep] = useState<number | null>(null);
  const today = useDayActions(0, subStep === SUB_STEP.tracker);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (topSeven.data && subStep === null) {
    // Actions already saved today: resume at the tracker.
    setSubStep(topSeven.data.actions.length > 0 ? SUB_STEP.tracker : SUB_STEP.video);
  }
  if (!topSeven.data || subStep === null) return <Loading />;

  const goToDashboard = () => {
    const session = getSession();
    if (session) {
      updateSession({ userStepId: STEP.dashboard });
      void queryClient.invalidateQueries({ queryKey: currentStepKey(session.userId) });
    }
    void navigate('/dashboard');
  };

  if (subStep === SUB_STEP.video) {
    return <IntroVideo {...STEP_THREE_VIDEO} onNext={() => setSubStep(SUB_STEP.actions)} />;
  }
  if (subStep === SUB_STEP.actions) {
    return (
      <EstablishActions
        topGoals={topSeven.data.topGoals}
        initial={topSeven.data.actions.filter((action) => !action.completed).map((action) => action.text)}
        onSaved={() => {
          setSubStep(SUB_STEP.tracker);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  if (!today.data) return <Loading />;
  return <StepThreeTracker data={today.data} onFinished={onTrackerDone} onGoToDashboard={goToDashboard} />;
}
